// Does nothing: used to measure the judge's overhead per run.
int main(void) { return 0; }
