// The sum, in an array of the constant's size: {{max_n}} must be put in
// for it to compile.
#include <cstdio>

int a[{{max_n}}];

int main() {
    int n;
    long long s = 0;
    std::scanf("%d", &n);
    for (int i = 0; i < n; i++) std::scanf("%d", &a[i]), s += a[i];
    std::printf("%lld\n", s);
}
