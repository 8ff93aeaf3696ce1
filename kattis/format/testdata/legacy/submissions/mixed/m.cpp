// @expected_results@: WRONG_ANSWER, TIMELIMIT
int main(){}
