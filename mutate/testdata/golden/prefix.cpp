// Prefix sums over a vector; templates and shifts are no comparisons.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> s(n + 1, 0);
    map<int, vector<pair<int, int>>> seen;
    for (int i = 1; i <= n; i++) {
        int64_t x;
        cin >> x;
        s[i] = s[i - 1] + x;
    }
    long long best = s[n];
    for (int i = n; i > 0; --i) {
        if (!(s[i] != best)) best = max(best, s[i] * 2 / 2);
    }
    cout << best << (1 << 3) << endl;
}
