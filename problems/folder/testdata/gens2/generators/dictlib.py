# dictlib.py: the helper of the generator "dict".


def countdown(n):
    return [n - 2 * i for i in range(n)]
