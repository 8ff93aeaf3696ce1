// A submission whose compile error holds raw ESC bytes: an OSC 52
// clipboard write and a clear-screen, which gcc echoes in its message.
#error "]52;c;Y2Fyb2tpdA==[2J"
int main(void) { return 0; }
