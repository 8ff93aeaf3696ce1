// The bound the statement gives, from problem.yaml.
const int MAX_N = {{max_n}};
