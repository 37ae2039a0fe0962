/*
 * dist/ongrid-skills-child.node (scripts/build.mjs): what Node 20 cannot do
 * (or not cheaply) for a skill's child process, in five functions.
 *
 * `pipes()` makes the child's three pipes, as os/exec's os.Pipe does for the
 * manager's child, and returns their six fds: [stdin read, stdin write,
 * stdout read, stdout write, stderr read, stderr write]. All are
 * close-on-exec (the child's three are dup2'd onto 0, 1 and 2, which clears
 * it there); libuv makes ours non-blocking as it opens them (uv_pipe_open).
 * On failure nothing stays open and it throws the errno's text.
 *
 * `spawn(file, env, fds, onExit)` starts the child as Go's fork/exec does:
 * execve(file, [file], env) with the exact bytes of each (Buffers: no UTF-8
 * on the way), fds[0..2] as its stdin, stdout and stderr, every signal at
 * its default and none blocked, in a session (and process group) of its
 * own. No /bin/sh rerun of an ENOEXEC file (glibc's execvp and so libuv's
 * spawn do one; posix_spawn does not): the exec's error comes back as it
 * is. Returns the pid, or minus the errno of the failed start (the exec's
 * own included: glibc's posix_spawn waits for it). A thread waits for the
 * child to end, leaving it a zombie, and the main thread reaps it as it
 * calls onExit(status) with waitpid's raw
 * status (-1 if waitpid failed); until then the event loop stays alive, as
 * for Node's own child process handle.
 *
 * `spawn(file, env, fds, onExit, execFd)`, with execFd a descriptor of the
 * entry (a binary the runner opened without following links), starts that
 * very file: execveat(execFd, "", [file], env, AT_EMPTY_PATH), so a folder
 * of the path swapped after the runner's check cannot change what runs.
 * posix_spawn has no such form, so this start is vfork(2) as posix_spawn's
 * own: every signal blocked around it, then in the child the same session,
 * dups, default dispositions and empty mask; its errno comes back through
 * the memory the vfork child shares.
 *
 * `pump(stdin, stdout, stderr, input, onEvent)` moves the child's stdio on a
 * thread of its own: it writes `input` to our end of the child's stdin and
 * closes it, and reads our ends of its stdout and stderr until EOF, with
 * poll(2). Each event reaches onEvent(kind, bytes) on the main thread, in
 * order: PUMP_STDIN_CLOSED (after the last byte, or after an error such as
 * EPIPE, when kind is PUMP_STDIN_FAILED first), PUMP_STDOUT/PUMP_STDERR with
 * a chunk, PUMP_STDOUT_CLOSED/PUMP_STDERR_CLOSED at EOF (or a read error).
 * At most PUMP_QUEUE events wait for the main thread; the thread waits when
 * they do, so a flood is held back by the pipe, not buffered. It returns a
 * handle for `pumpStop(handle)`, which closes every end still open (each
 * then reported closed) and ends the thread, as os/exec closes its ends
 * after WaitDelay. So `run` needs no node:net sockets, and with them
 * node:net and node:stream (~2.5 ms to load) and their first use (~2 ms):
 * the 10-line script pays all that in its spawn.
 *
 * `isatty(fd)` is isatty(3), which node:tty's isatty asks too (libuv's
 * uv_guess_handle), without loading node:tty and the node:net and
 * node:stream behind it (~2.5 ms): `run` then loads them only once its
 * skill has started, while the skill starts.
 *
 * Node-API only, so one build serves every Node from 20 on.
 */
#define _GNU_SOURCE
#define NAPI_VERSION 8
#include <errno.h>
#include <fcntl.h>
#include <node_api.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef POSIX_SPAWN_SETSID
#error "posix_spawn without POSIX_SPAWN_SETSID (glibc 2.26 or later has it)"
#endif

static napi_value fail(napi_env env, int *fds, int open, int err) {
  for (int i = 0; i < open; i++) close(fds[i]);
  napi_throw_error(env, NULL, strerror(err));
  return NULL;
}

static napi_value pipes(napi_env env, napi_callback_info info) {
  (void)info;
  int fds[6];
  for (int p = 0; p < 3; p++) {
    if (pipe2(fds + 2 * p, O_CLOEXEC) != 0) return fail(env, fds, 2 * p, errno);
  }
  napi_value list;
  if (napi_create_array_with_length(env, 6, &list) != napi_ok) return fail(env, fds, 6, ENOMEM);
  for (uint32_t i = 0; i < 6; i++) {
    napi_value fd;
    if (napi_create_int32(env, fds[i], &fd) != napi_ok || napi_set_element(env, list, i, fd) != napi_ok) {
      return fail(env, fds, 6, ENOMEM);
    }
  }
  return list;
}

/* A Buffer's bytes as a C string; NULL (EINVAL) when they hold a NUL, as Go's BytePtrFromString. */
static char *c_string(napi_env env, napi_value value, int *err) {
  void *data;
  size_t len;
  bool is_buffer;
  if (napi_is_buffer(env, value, &is_buffer) != napi_ok || !is_buffer || napi_get_buffer_info(env, value, &data, &len) != napi_ok) {
    *err = EINVAL;
    return NULL;
  }
  if (memchr(data, 0, len) != NULL) {
    *err = EINVAL;
    return NULL;
  }
  char *s = malloc(len + 1);
  if (s == NULL) {
    *err = ENOMEM;
    return NULL;
  }
  memcpy(s, data, len);
  s[len] = '\0';
  return s;
}

/* Start fn(arg) on a detached thread; 0 or the error. */
static int start_detached(void *(*fn)(void *), void *arg) {
  pthread_t thread;
  pthread_attr_t attr;
  int err = pthread_attr_init(&attr);
  if (err != 0) return err;
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  /* Signals to the process are the main thread's (libuv's handlers): the thread starts with all blocked, as Node's own helpers do. */
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  err = pthread_create(&thread, &attr, fn, arg);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  pthread_attr_destroy(&attr);
  return err;
}

typedef struct {
  pid_t pid;
  napi_threadsafe_function on_exit;
} waiter;

/*
 * Waits until the child has ended but leaves it a zombie (WNOWAIT): the main
 * thread reaps it as it reports the exit, so until JavaScript knows, the pid
 * (and the group's id) cannot be another process's.
 */
static void *wait_child(void *arg) {
  waiter *w = arg;
  siginfo_t info;
  int r;
  do {
    r = waitid(P_PID, (id_t)w->pid, &info, WEXITED | WNOWAIT);
  } while (r < 0 && errno == EINTR);
  pid_t *pid = malloc(sizeof(pid_t));
  napi_status called = napi_generic_failure;
  if (pid != NULL) {
    *pid = w->pid;
    called = napi_call_threadsafe_function(w->on_exit, pid, napi_tsfn_blocking);
    if (called != napi_ok) free(pid);
  }
  /* napi_closing: Node is done with the function and has dropped our hold. */
  if (called != napi_closing) napi_release_threadsafe_function(w->on_exit, napi_tsfn_release);
  free(w);
  return NULL;
}

static void call_on_exit(napi_env env, napi_value fn, void *context, void *data) {
  (void)context;
  pid_t pid = *(pid_t *)data;
  free(data);
  int raw = 0;
  pid_t r;
  do {
    r = waitpid(pid, &raw, 0); /* a zombie already: at once */
  } while (r < 0 && errno == EINTR);
  if (env != NULL && fn != NULL) {
    napi_value undefined, arg;
    if (napi_get_undefined(env, &undefined) == napi_ok && napi_create_int32(env, r < 0 ? -1 : raw, &arg) == napi_ok) {
      napi_call_function(env, undefined, fn, 1, &arg, NULL);
    }
  }
}

static napi_value int_value(napi_env env, int n) {
  napi_value v;
  return napi_create_int32(env, n, &v) == napi_ok ? v : NULL;
}

static void free_strings(char **list, size_t n) {
  if (list == NULL) return;
  for (size_t i = 0; i < n; i++) free(list[i]);
  free(list);
}

#ifndef AT_EMPTY_PATH
#define AT_EMPTY_PATH 0x1000
#endif

/*
 * The child's side of spawn_at, between vfork and the exec: only calls that
 * touch no memory of the parent but `err`, as posix_spawn's child. The
 * dispositions are reset one by one (a vfork child has its own table); the
 * two glibc keeps for itself refuse sigaction and are never SIG_IGN, which
 * is all an exec keeps.
 */
static void exec_at(int exec_fd, const int *fds, char **argv, char **envp, volatile int *err) {
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; sig++) {
    if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &dfl, NULL);
  }
  if (setsid() < 0) goto failed;
  for (int i = 0; i < 3; i++) {
    if (dup2(fds[i], i) < 0) goto failed;
  }
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  syscall(SYS_execveat, exec_fd, "", argv, envp, AT_EMPTY_PATH);
failed:
  *err = errno;
  _exit(127);
}

/* Start the file behind exec_fd: the pid, or 0 with *errp set. */
static pid_t spawn_at(int exec_fd, const int *fds, char **argv, char **envp, int *errp) {
  volatile int err = 0;
  sigset_t all, old;
  memset(&all, 0xff, sizeof all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  pid_t pid = vfork();
  if (pid == 0) exec_at(exec_fd, fds, argv, envp, &err);
  int vfork_err = errno;
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (pid < 0) {
    *errp = vfork_err;
    return 0;
  }
  if (err != 0) {
    /* The exec failed: the child has exited; reap it. */
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    *errp = err;
    return 0;
  }
  return pid;
}

static napi_value spawn_child(napi_env env, napi_callback_info info) {
  size_t argc = 5;
  napi_value argv[5];
  int32_t exec_fd = -1;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 4 || argc > 5 ||
      (argc == 5 && napi_get_value_int32(env, argv[4], &exec_fd) != napi_ok)) {
    napi_throw_type_error(env, NULL, "spawn(file, env, fds, onExit[, execFd])");
    return NULL;
  }
  int err = 0;
  uint32_t env_len = 0, fds_len = 0;
  if (napi_get_array_length(env, argv[1], &env_len) != napi_ok || napi_get_array_length(env, argv[2], &fds_len) != napi_ok || fds_len != 3) {
    napi_throw_type_error(env, NULL, "spawn(file, env, fds, onExit)");
    return NULL;
  }
  int fds[3];
  for (uint32_t i = 0; i < 3; i++) {
    napi_value fd;
    if (napi_get_element(env, argv[2], i, &fd) != napi_ok || napi_get_value_int32(env, fd, &fds[i]) != napi_ok || fds[i] < 0) {
      napi_throw_type_error(env, NULL, "spawn: fds must be three descriptors");
      return NULL;
    }
  }

  char *file = c_string(env, argv[0], &err);
  char **envp = calloc((size_t)env_len + 1, sizeof(char *));
  if (envp == NULL && err == 0) err = ENOMEM;
  for (uint32_t i = 0; err == 0 && i < env_len; i++) {
    napi_value entry;
    if (napi_get_element(env, argv[1], i, &entry) != napi_ok) {
      err = EINVAL;
      break;
    }
    envp[i] = c_string(env, entry, &err);
  }
  waiter *w = NULL;
  bool waiting = false;
  if (err == 0) {
    w = calloc(1, sizeof(waiter));
    if (w == NULL) err = ENOMEM;
  }
  if (err == 0) {
    napi_value name;
    if (napi_create_string_utf8(env, "ongrid-skills child", NAPI_AUTO_LENGTH, &name) != napi_ok ||
        napi_create_threadsafe_function(env, argv[3], NULL, name, 0, 1, NULL, NULL, NULL, call_on_exit, &w->on_exit) != napi_ok) {
      err = ENOMEM;
    } else {
      waiting = true;
    }
  }

  pid_t pid = 0;
  if (err == 0 && exec_fd >= 0) {
    char *child_argv[] = {file, NULL};
    pid = spawn_at(exec_fd, fds, child_argv, envp, &err);
  } else if (err == 0) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    sigset_t none, all;
    sigemptyset(&none);
    /* Every bit, not sigfillset: that leaves out glibc's own two signals
     * (SIGCANCEL and SIGSETXID, 32 and 33), which its posix_spawn then sets
     * to SIG_IGN in the child, and an ignored signal stays ignored across
     * the exec. Go's child, as Node's, starts with them at the default. */
    memset(&all, 0xff, sizeof all);
    char *child_argv[] = {file, NULL};
    err = posix_spawn_file_actions_init(&actions);
    if (err == 0) {
      for (int i = 0; err == 0 && i < 3; i++) err = posix_spawn_file_actions_adddup2(&actions, fds[i], i);
      if (err == 0) err = posix_spawnattr_init(&attr);
      if (err == 0) {
        err = posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
        if (err == 0) err = posix_spawnattr_setsigmask(&attr, &none);
        if (err == 0) err = posix_spawnattr_setsigdefault(&attr, &all);
        if (err == 0) err = posix_spawn(&pid, file, &actions, &attr, child_argv, envp);
        posix_spawnattr_destroy(&attr);
      }
      posix_spawn_file_actions_destroy(&actions);
    }
  }
  if (err == 0) {
    w->pid = pid;
    int terr = start_detached(wait_child, w);
    if (terr != 0) {
      /* No thread to wait: the child runs, but its exit would never be seen. Kill and reap it; report the error. */
      kill(pid, SIGKILL);
      while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
      }
      err = terr;
    } else {
      w = NULL; /* the thread owns it */
    }
  }
  if (waiting && w != NULL) napi_release_threadsafe_function(w->on_exit, napi_tsfn_abort);
  free(w);
  free(file);
  free_strings(envp, env_len);
  return int_value(env, err == 0 ? pid : -err);
}


enum { PUMP_STDIN_CLOSED = 0, PUMP_STDIN_FAILED = 1, PUMP_STDOUT = 2, PUMP_STDOUT_CLOSED = 3, PUMP_STDERR = 4, PUMP_STDERR_CLOSED = 5 };
#define PUMP_QUEUE 8
#define PUMP_CHUNK 65536

typedef struct {
  int kind;
  char *data;
  size_t len;
} pump_event;

typedef struct {
  pthread_mutex_t lock;
  int refs;    /* the thread and the JS handle */
  int wake[2]; /* pumpStop writes a byte to wake[1]; -1 once the thread is done */
  int fds[3];  /* ours: stdin's write end, stdout's and stderr's read ends; -1 once closed */
  char *input;
  size_t input_len, input_off;
  napi_threadsafe_function on_event;
  bool closing; /* Node is done with on_event (napi_closing): no more calls, and no release */
} pump;

static void pump_unref(pump *p) {
  pthread_mutex_lock(&p->lock);
  int left = --p->refs;
  pthread_mutex_unlock(&p->lock);
  if (left > 0) return;
  pthread_mutex_destroy(&p->lock);
  free(p->input);
  free(p);
}

static void pump_emit(pump *p, int kind, const char *data, size_t len) {
  pump_event *ev = malloc(sizeof(pump_event));
  if (ev == NULL) return;
  ev->kind = kind;
  ev->len = len;
  ev->data = NULL;
  if (len > 0) {
    ev->data = malloc(len);
    if (ev->data == NULL) {
      free(ev);
      return;
    }
    memcpy(ev->data, data, len);
  }
  napi_status called = p->closing ? napi_closing : napi_call_threadsafe_function(p->on_event, ev, napi_tsfn_blocking);
  if (called == napi_closing) p->closing = true;
  if (called != napi_ok) {
    free(ev->data);
    free(ev);
  }
}

static void pump_close(pump *p, int i, int failed) {
  if (p->fds[i] < 0) return;
  close(p->fds[i]);
  p->fds[i] = -1;
  if (i == 0) {
    if (failed) pump_emit(p, PUMP_STDIN_FAILED, NULL, 0);
    pump_emit(p, PUMP_STDIN_CLOSED, NULL, 0);
  } else {
    pump_emit(p, i == 1 ? PUMP_STDOUT_CLOSED : PUMP_STDERR_CLOSED, NULL, 0);
  }
}

static void *pump_run(void *arg) {
  pump *p = arg;
  char *chunk = malloc(PUMP_CHUNK);
  if (p->fds[0] >= 0) fcntl(p->fds[0], F_SETFL, fcntl(p->fds[0], F_GETFL) | O_NONBLOCK);
  if (p->input_len == 0) pump_close(p, 0, 0);
  while (chunk != NULL && (p->fds[0] >= 0 || p->fds[1] >= 0 || p->fds[2] >= 0)) {
    struct pollfd pfds[4];
    pfds[0].fd = p->wake[0];
    pfds[0].events = POLLIN;
    for (int i = 0; i < 3; i++) {
      pfds[i + 1].fd = p->fds[i]; /* -1: poll skips it */
      pfds[i + 1].events = i == 0 ? POLLOUT : POLLIN;
      pfds[i + 1].revents = 0;
    }
    pfds[0].revents = 0;
    if (poll(pfds, 4, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (pfds[0].revents != 0) break; /* pumpStop */
    if (pfds[1].revents != 0) {
      ssize_t n = write(p->fds[0], p->input + p->input_off, p->input_len - p->input_off);
      if (n >= 0) {
        p->input_off += (size_t)n;
        if (p->input_off == p->input_len) pump_close(p, 0, 0);
      } else if (errno != EAGAIN && errno != EINTR) {
        pump_close(p, 0, 1);
      }
    }
    for (int i = 1; i < 3; i++) {
      if (pfds[i + 1].revents == 0) continue;
      ssize_t n = read(p->fds[i], chunk, PUMP_CHUNK);
      if (n > 0) pump_emit(p, i == 1 ? PUMP_STDOUT : PUMP_STDERR, chunk, (size_t)n);
      else if (n == 0 || (errno != EAGAIN && errno != EINTR)) pump_close(p, i, 0);
    }
  }
  free(chunk);
  /* Stopped (or out of memory): whatever is still open closes now, and is said to. */
  for (int i = 0; i < 3; i++) pump_close(p, i, 0);
  pthread_mutex_lock(&p->lock);
  close(p->wake[0]);
  close(p->wake[1]);
  p->wake[0] = p->wake[1] = -1;
  pthread_mutex_unlock(&p->lock);
  if (!p->closing) napi_release_threadsafe_function(p->on_event, napi_tsfn_release);
  pump_unref(p);
  return NULL;
}

static void pump_call_js(napi_env env, napi_value fn, void *context, void *data) {
  (void)context;
  pump_event *ev = data;
  if (env != NULL && fn != NULL) {
    napi_value undefined, argv[2];
    napi_get_undefined(env, &undefined);
    argv[1] = undefined;
    if (napi_create_int32(env, ev->kind, &argv[0]) == napi_ok && (ev->len == 0 || napi_create_buffer_copy(env, ev->len, ev->data, NULL, &argv[1]) == napi_ok)) {
      napi_call_function(env, undefined, fn, 2, argv, NULL);
    }
  }
  free(ev->data);
  free(ev);
}

static void pump_finalize(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  pump_unref(data);
}

/* pump()'s failures leave the fds open and untouched: the caller moves the bytes its other way. */
static napi_value pump_start(napi_env env, napi_callback_info info) {
  size_t argc = 5;
  napi_value argv[5];
  int fds[3];
  void *input;
  size_t input_len;
  bool is_buffer = false;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 5 || napi_get_value_int32(env, argv[0], &fds[0]) != napi_ok ||
      napi_get_value_int32(env, argv[1], &fds[1]) != napi_ok || napi_get_value_int32(env, argv[2], &fds[2]) != napi_ok ||
      napi_is_buffer(env, argv[3], &is_buffer) != napi_ok || !is_buffer || napi_get_buffer_info(env, argv[3], &input, &input_len) != napi_ok) {
    napi_throw_type_error(env, NULL, "pump(stdin, stdout, stderr, input, onEvent)");
    return NULL;
  }
  pump *p = calloc(1, sizeof(pump));
  if (p == NULL || (input_len > 0 && (p->input = malloc(input_len)) == NULL)) {
    free(p);
    napi_throw_error(env, NULL, strerror(ENOMEM));
    return NULL;
  }
  if (input_len > 0) memcpy(p->input, input, input_len);
  p->input_len = input_len;
  memcpy(p->fds, fds, sizeof fds);
  p->wake[0] = p->wake[1] = -1;
  p->refs = 1; /* the handle's; the thread takes its own as it starts */
  pthread_mutex_init(&p->lock, NULL);
  napi_value name, handle;
  /* The handle first: from here on its finalizer frees p, whatever fails below. */
  if (napi_create_external(env, p, pump_finalize, NULL, &handle) != napi_ok) {
    pthread_mutex_destroy(&p->lock);
    free(p->input);
    free(p);
    napi_throw_error(env, NULL, strerror(ENOMEM));
    return NULL;
  }
  int err = pipe2(p->wake, O_CLOEXEC) == 0 ? 0 : errno;
  bool made = false;
  if (err == 0) {
    made = napi_create_string_utf8(env, "ongrid-skills pump", NAPI_AUTO_LENGTH, &name) == napi_ok &&
           napi_create_threadsafe_function(env, argv[4], NULL, name, PUMP_QUEUE, 1, NULL, NULL, NULL, pump_call_js, &p->on_event) == napi_ok;
    if (!made) err = ENOMEM;
  }
  if (err == 0) {
    p->refs = 2;
    err = start_detached(pump_run, p);
    if (err != 0) p->refs = 1;
  }
  if (err != 0) {
    if (made) napi_release_threadsafe_function(p->on_event, napi_tsfn_abort);
    for (int i = 0; i < 2; i++) {
      if (p->wake[i] >= 0) close(p->wake[i]);
      p->wake[i] = -1;
    }
    p->fds[0] = p->fds[1] = p->fds[2] = -1; /* still the caller's */
    napi_throw_error(env, NULL, strerror(err));
    return NULL;
  }
  return handle;
}

static napi_value pump_stop(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  void *data;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 1 || napi_get_value_external(env, argv[0], &data) != napi_ok) {
    napi_throw_type_error(env, NULL, "pumpStop(handle)");
    return NULL;
  }
  pump *p = data;
  pthread_mutex_lock(&p->lock);
  if (p->wake[1] >= 0) {
    ssize_t n;
    do {
      n = write(p->wake[1], "x", 1);
    } while (n < 0 && errno == EINTR);
  }
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

static napi_value is_a_tty(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  int32_t fd;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 1 || napi_get_value_int32(env, argv[0], &fd) != napi_ok) {
    napi_throw_type_error(env, NULL, "isatty(fd)");
    return NULL;
  }
  napi_value result;
  return napi_get_boolean(env, fd >= 0 && isatty(fd) == 1, &result) == napi_ok ? result : NULL;
}

NAPI_MODULE_INIT() {
  napi_property_descriptor fns[] = {
      {"pipes", NULL, pipes, NULL, NULL, NULL, napi_enumerable, NULL},
      {"spawn", NULL, spawn_child, NULL, NULL, NULL, napi_enumerable, NULL},
      {"pump", NULL, pump_start, NULL, NULL, NULL, napi_enumerable, NULL},
      {"pumpStop", NULL, pump_stop, NULL, NULL, NULL, napi_enumerable, NULL},
      {"isatty", NULL, is_a_tty, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  return napi_define_properties(env, exports, sizeof fns / sizeof fns[0], fns) == napi_ok ? exports : NULL;
}
