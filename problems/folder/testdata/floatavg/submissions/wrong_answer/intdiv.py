# Integer division: right only when N divides the sum.
n = int(input())
print(sum(map(int, input().split())) // n)
