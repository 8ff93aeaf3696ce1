# both.py: writes testcase.in and prints something else: BAPCtools keeps
# the file and ignores the standard output.
from pathlib import Path

Path("testcase.in").write_text("3\n1 2 3\n")
print("this is not the test")
