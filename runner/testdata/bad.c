// Does not compile (CE).
int main(void) {
	return undeclared_variable
}
