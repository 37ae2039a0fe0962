/*
 * dist/ongrid-skills-pipes.node (scripts/build.mjs): pipe(2) for Node 20,
 * which has none. `pipes()` makes the child's three pipes, as os/exec's
 * os.Pipe does for the manager's child, and returns their six fds:
 * [stdin read, stdin write, stdout read, stdout write, stderr read,
 * stderr write]. All are close-on-exec (spawn dup2s the child's three onto
 * 0, 1 and 2, which clears it there); libuv makes ours non-blocking as it
 * opens them (uv_pipe_open). On failure nothing stays open and it throws
 * the errno's text.
 * Node-API only, so one build serves every Node from 20 on.
 */
#define _GNU_SOURCE
#define NAPI_VERSION 8
#include <errno.h>
#include <fcntl.h>
#include <node_api.h>
#include <string.h>
#include <unistd.h>

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

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "pipes", NAPI_AUTO_LENGTH, pipes, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "pipes", fn) != napi_ok) return NULL;
  return exports;
}
