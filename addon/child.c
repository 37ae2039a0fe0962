/*
 * dist/ongrid-skills-child.node (scripts/build.mjs): what Node 20 cannot do
 * for a skill's child process, in two functions.
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
 * child and calls onExit(status) on the main thread with waitpid's raw
 * status (-1 if waitpid failed); until then the event loop stays alive, as
 * for Node's own child process handle.
 *
 * Node-API only, so one build serves every Node from 20 on.
 */
#define _GNU_SOURCE
#define NAPI_VERSION 8
#include <errno.h>
#include <fcntl.h>
#include <node_api.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
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

typedef struct {
  pid_t pid;
  napi_threadsafe_function on_exit;
} waiter;

static void *wait_child(void *arg) {
  waiter *w = arg;
  int status = 0;
  pid_t r;
  do {
    r = waitpid(w->pid, &status, 0);
  } while (r < 0 && errno == EINTR);
  int *result = malloc(sizeof(int));
  if (result != NULL) {
    *result = r < 0 ? -1 : status;
    if (napi_call_threadsafe_function(w->on_exit, result, napi_tsfn_blocking) != napi_ok) free(result);
  }
  napi_release_threadsafe_function(w->on_exit, napi_tsfn_release);
  free(w);
  return NULL;
}

static void call_on_exit(napi_env env, napi_value fn, void *context, void *data) {
  (void)context;
  int *status = data;
  if (env != NULL && fn != NULL) {
    napi_value undefined, arg;
    if (napi_get_undefined(env, &undefined) == napi_ok && napi_create_int32(env, *status, &arg) == napi_ok) {
      napi_call_function(env, undefined, fn, 1, &arg, NULL);
    }
  }
  free(status);
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

static napi_value spawn_child(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value argv[4];
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 4) {
    napi_throw_type_error(env, NULL, "spawn(file, env, fds, onExit)");
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
  if (err == 0) {
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
    if (err == 0) {
      pthread_t thread;
      pthread_attr_t tattr;
      w->pid = pid;
      int terr = pthread_attr_init(&tattr);
      if (terr == 0) {
        pthread_attr_setdetachstate(&tattr, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&tattr, 64 * 1024);
        terr = pthread_create(&thread, &tattr, wait_child, w);
        pthread_attr_destroy(&tattr);
      }
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
  }
  if (waiting && w != NULL) napi_release_threadsafe_function(w->on_exit, napi_tsfn_abort);
  free(w);
  free(file);
  free_strings(envp, env_len);
  return int_value(env, err == 0 ? pid : -err);
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "pipes", NAPI_AUTO_LENGTH, pipes, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "pipes", fn) != napi_ok) return NULL;
  if (napi_create_function(env, "spawn", NAPI_AUTO_LENGTH, spawn_child, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "spawn", fn) != napi_ok) return NULL;
  return exports;
}
