// Shared by the wrappers of a Kattis output validator (kattischeck.cpp)
// and of a Kattis interactor (kattisinteract.cpp); export puts it after
// the wrapper's head, which includes <type_traits>.

// carokitCall calls the wrapped program's main with the arguments, or
// without when it takes none.
template <class F>
static int carokitCall(F f, int argc, char** argv) {
    if constexpr (std::is_invocable_v<F, int, char**>)
        return f(argc, argv);
    else
        return f();
}
