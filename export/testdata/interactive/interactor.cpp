// A Kattis interactor in C++ for the export tests: guess the number.
// interactor input answer feedback_dir/ with the submission on its
// standard streams; "? x" gets 1 (larger), -1 (smaller) or 0; "! x"
// ends, exit 42 when right, else 43 with judgemessage.txt. Its message
// file is a global, closed by its destructor after main returns.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

static std::ofstream message;

int main(int argc, char** argv) {
    if (argc < 4) return 1;
    long long secret = 0;
    std::ifstream(argv[1]) >> secret;
    message.open(std::string(argv[3]) + "judgemessage.txt");
    std::string op;
    long long x;
    while (std::cin >> op >> x) {
        if (op == "!") {
            if (x == secret) {
                message << "found " << x << "\n";
                return 42;
            }
            message << "guessed " << x << ", the number was " << secret << "\n";
            return 43;
        }
        std::cout << (secret < x ? -1 : secret > x ? 1 : 0) << std::endl;
    }
    message << "no guess before the end\n";
    std::exit(43);
}
