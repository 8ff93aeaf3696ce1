#undef main
#undef exit

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input output answer\n", argv[0]);
        return 3;
    }
    if (!mkdtemp(carokitFeedback) || !std::freopen(argv[2], "r", stdin)) {
        std::perror("check");
        return 3;
    }
    char* args[] = {argv[0], argv[1], argv[3], carokitFeedback, nullptr};
    carokitExit(carokitCheckerMain(4, args));
}
