# The sum plus len("{{slack}}"): 9 as written, beyond the slack, so WA;
# were submissions substituted (BAPCtools keeps them as written, as its
# test problem constants checks), it would be len("1") and accepted.
n, *a = map(int, open(0).read().split())
print(sum(a) + len("{{slack}}"))
