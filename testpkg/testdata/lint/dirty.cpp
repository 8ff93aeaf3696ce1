#include <algorithm>
#include <cstdlib>
#include <random>
int main() {
    std::mt19937 g(1);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<int> v(3);
    std::shuffle(v.begin(), v.end(), g);
    std::random_shuffle(v.begin(), v.end());
    return rand() + (int)u(g);
}
