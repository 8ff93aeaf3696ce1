#undef main

int main(int argc, char** argv) {
    std::atexit(carokitOnExit);
    std::vector<char*> args(argv, argv + argc);
    static char subtask[] = "--subtask";
    for (size_t i = 1; i + 1 < args.size(); i++) {
        if (std::strcmp(args[i], "--group") == 0) args[i] = subtask;
    }
    args.push_back(nullptr);
    int code = carokitValidatorMain(argc, args.data());
    carokitReturned = true;
    return code == 42 ? 0 : 3;
}
