// jail PROGRAM ARGS...: runs PROGRAM under the file-system rules DMOJ's
// sandbox applies to a checker (dmoj/cptbox/isolate.py), for tests of
// the checkers exports ship: creating or removing a folder or a file
// name (mkdir, rmdir, unlink, rename and their *at forms) kills the
// process, as DMOJ's "disallowed syscall" does; opening a file for
// writing fails with EACCES, as DMOJ's write jail answers outside its
// few allowed files. Reading is allowed. x86-64 Linux only.
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: jail PROGRAM ARGS...\n");
        return 2;
    }
    const unsigned writing = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND;
    struct sock_filter filter[] = {
        /* 0 */ LOAD(arch),
        /* 1 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
        /* 2 */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        /* 3 */ LOAD(nr),
        /* 4 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_mkdir, 16, 0),
        /* 5 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_mkdirat, 15, 0),
        /* 6 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_rmdir, 14, 0),
        /* 7 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_unlink, 13, 0),
        /* 8 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_unlinkat, 12, 0),
        /* 9 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_rename, 11, 0),
        /* 10 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_renameat, 10, 0),
        /* 11 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_renameat2, 9, 0),
        /* 12 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_creat, 9, 0),
        /* 13 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_open, 2, 0),
        /* 14 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_openat, 3, 0),
        /* 15 */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        /* 16 open: flags in args[1] */ LOAD(args[1]),
        /* 17 */ BPF_JUMP(BPF_JMP | BPF_JA, 1, 0, 0),
        /* 18 openat: flags in args[2] */ LOAD(args[2]),
        /* 19 */ BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, writing, 2, 0),
        /* 20 */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        /* 21 kill */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        /* 22 deny */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
    };
    struct sock_fprog prog = {static_cast<unsigned short>(sizeof filter / sizeof filter[0]), filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) != 0) {
        std::perror("jail: seccomp");
        return 2;
    }
    execv(argv[1], argv + 1);
    std::perror("jail: exec");
    return 2;
}
