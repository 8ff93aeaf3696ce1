// Portable: std::mt19937_64's raw output is fixed by the standard.
#include <random>
int main() {
    std::mt19937_64 rng(1);
    // not rand() nor std::shuffle: mentioned in a comment only
    unsigned long long operand = rng() % 10;  // "operand(" is no rand(
    return (int)operand;
}
