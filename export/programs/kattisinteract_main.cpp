#undef main

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "FAIL usage: %s input output [answer]\n", argv[0]);
        std::_Exit(3);
    }
    if (carokitRegistered != 0) {
        std::perror("FAIL interactor: on_exit");
        std::_Exit(3);
    }
    static char noAnswer[] = "/dev/null";
    static char feedbackDir[] = "./";
    char* args[] = {argv[0], argv[1], argc > 3 ? argv[3] : noAnswer, feedbackDir, nullptr};
    return carokitCall(carokitInteractorMain, 4, args);
}
