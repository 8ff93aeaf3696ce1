#undef main

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input output answer (testlib) or input answer output (CMS)\n", argv[0]);
        return 3;
    }
    if (carokitRegistered != 0) {
        std::perror("check: on_exit");
        return 3;
    }
#if CAROKIT_PROTOCOL == CAROKIT_CMS
    char* input = argv[1];
    char* answer = argv[2];
    char* output = argv[3];
#else
    char* input = argv[1];
    char* output = argv[2];
    char* answer = argv[3];
#endif
    if (!std::freopen(output, "r", stdin)) {
        std::perror("check: the contestant's output");
        return 3;
    }
    static char feedbackDir[] = "./"; // with the slash: a validator that writes feedback + "judgemessage.txt" writes into it
    char* args[] = {argv[0], input, answer, feedbackDir, nullptr};
    return carokitCall(carokitCheckerMain, 4, args);
}
