# wrong_out.py: a test and an output that the output validator must
# reject (writes testcase.in, .ans and .out).
from pathlib import Path

Path("testcase.in").write_text("2\n5 9\n")
Path("testcase.ans").write_text("9\n")
Path("testcase.out").write_text("5\n")
