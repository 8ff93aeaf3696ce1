// The sum in 32 bits: wraps around once the sum passes 2^31 - 1.
#include <cstdint>
#include <cstdio>

int main() {
    int n, a;
    uint32_t sum = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n && std::scanf("%d", &a) == 1; i++) sum += (uint32_t)a;
    std::printf("%d\n", (int32_t)sum);
    return 0;
}
