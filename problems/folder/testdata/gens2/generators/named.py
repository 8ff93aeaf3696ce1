# named.py NAME V: the older style, NAME.in and NAME.ans ({name} is
# "testcase").
import sys
from pathlib import Path

name, v = sys.argv[1:3]
Path(name + ".in").write_text(f"2\n{v} -{v}\n")
Path(name + ".ans").write_text(f"{v}\n")
