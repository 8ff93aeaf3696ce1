// Two spaces after the comma: wrong only because the validator is space sensitive.
#include <iostream>
#include <string>

int main() {
    std::string name;
    std::cin >> name;
    std::cout << "Hello,  " << name << "!\n";
    return 0;
}
