#undef main

int main(int argc, char** argv) {
    std::atexit(carokitOnExit);
    std::vector<char*> args{argv[0]};
    static char subtask[] = "--subtask";
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--group") == 0 && i + 1 < argc) {
            // The samples' group is no subtask: the input is only checked.
            if (std::strcmp(argv[i + 1], "samples") == 0) {
                i++;
                continue;
            }
            args.push_back(subtask);
            continue;
        }
        args.push_back(argv[i]);
    }
    int n = static_cast<int>(args.size());
    args.push_back(nullptr);
    int code = carokitValidatorMain(n, args.data());
    carokitReturned = true;
    return code == 42 ? 0 : 3;
}
