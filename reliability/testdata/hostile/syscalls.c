// Tries every system call the sandbox's seccomp filter denies, with
// arguments on which the kernel itself would answer something else than
// EPERM (EBADF, EFAULT, EINVAL, ESRCH, or success), and answers right
// only if each one got EPERM (clone3: ENOSYS). The calls that were not
// denied go to stderr.
#define _GNU_SOURCE
#include "caro.h"
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

struct call {
	const char *name;
	long nr;
	long a[6];
	int want; // the errno the filter gives
};

int main(void) {
	const long ns = CLONE_NEWUSER | SIGCHLD, bad = -1;
	struct call calls[] = {
		{"unshare(user+net)", SYS_unshare, {CLONE_NEWUSER | CLONE_NEWNET}, EPERM},
		{"unshare(pid)", SYS_unshare, {CLONE_NEWPID}, EPERM},
		{"setns", SYS_setns, {bad, 0}, EPERM},
		{"clone(user)", SYS_clone, {ns}, EPERM},
		{"clone(net)", SYS_clone, {CLONE_NEWNET | SIGCHLD}, EPERM},
		{"clone(pid)", SYS_clone, {CLONE_NEWPID | SIGCHLD}, EPERM},
		{"clone3", SYS_clone3, {0, 0}, ENOSYS},
		{"io_uring_setup", SYS_io_uring_setup, {0, 0}, EPERM},
		{"io_uring_enter", SYS_io_uring_enter, {bad}, EPERM},
		{"io_uring_register", SYS_io_uring_register, {bad}, EPERM},
		{"perf_event_open", SYS_perf_event_open, {0, 0, bad, bad, 0}, EPERM},
		{"userfaultfd", SYS_userfaultfd, {1 | 0x40}, EPERM},
		{"ptrace", SYS_ptrace, {2 /* PTRACE_PEEKDATA */, 999999}, EPERM},
		{"process_vm_readv", SYS_process_vm_readv, {999999, 0, 0, 0, 0, 1}, EPERM},
		{"process_vm_writev", SYS_process_vm_writev, {999999, 0, 0, 0, 0, 1}, EPERM},
		{"kcmp", SYS_kcmp, {999999, 999999, 0, 0, 0}, EPERM},
		{"pidfd_getfd", SYS_pidfd_getfd, {bad, 0, 0}, EPERM},
		{"keyctl", SYS_keyctl, {0x7fff}, EPERM},
		{"add_key", SYS_add_key, {0, 0, 0, 0, 0}, EPERM},
		{"request_key", SYS_request_key, {0, 0, 0, 0}, EPERM},
		{"mount", SYS_mount, {0, 0, 0, 0, 0}, EPERM},
		{"umount2", SYS_umount2, {0, 0x80000000L}, EPERM},
		{"pivot_root", SYS_pivot_root, {0, 0}, EPERM},
		{"chroot", SYS_chroot, {0}, EPERM},
		{"move_mount", SYS_move_mount, {bad, 0, bad, 0, ~0L}, EPERM},
		{"open_tree", SYS_open_tree, {bad, 0, ~0L}, EPERM},
		{"fsopen", SYS_fsopen, {0, ~0L}, EPERM},
		{"bpf", SYS_bpf, {bad, 0, 0}, EPERM},
		{"init_module", SYS_init_module, {0, 0, 0}, EPERM},
		{"finit_module", SYS_finit_module, {bad, 0, ~0L}, EPERM},
		{"delete_module", SYS_delete_module, {0, 0}, EPERM},
		{"reboot", SYS_reboot, {0, 0, 0, 0}, EPERM},
		{"kexec_load", SYS_kexec_load, {0, 0, 0, 0}, EPERM},
		{"swapon", SYS_swapon, {0, 0}, EPERM},
		{"open_by_handle_at", SYS_open_by_handle_at, {bad, 0, 0}, EPERM},
		{"syslog", SYS_syslog, {bad, 0, 0}, EPERM},
		{"sethostname", SYS_sethostname, {0, bad}, EPERM},
	};
	int denied = 1;
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
		struct call *c = &calls[i];
		errno = 0;
		long r = syscall(c->nr, c->a[0], c->a[1], c->a[2], c->a[3], c->a[4], c->a[5]);
		if (r == 0 && (c->nr == SYS_clone)) {
			_exit(0); // a child the filter let through
		}
		if (r > 0 && c->nr == SYS_clone)
			waitpid((pid_t)r, NULL, 0);
		if (r != -1 || errno != c->want) {
			fprintf(stderr, "%s: not denied (returned %ld, %s)\n", c->name, r, strerror(errno));
			denied = 0;
		}
	}
	printf("%d\n", denied ? caro_answer(4) : -1);
	return 0;
}
