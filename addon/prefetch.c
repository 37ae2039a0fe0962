/*
 * dist/ongrid-skills-prefetch.node (scripts/build.mjs): the loader's walk
 * with its system calls on a second thread (src/loader/prefetch.ts).
 *
 * start(root) starts a thread that walks the tree below `root` in the
 * order the loader's walk will (depth first, names in byte order, into
 * the folders the listing says are folders) and, ahead of it, lists each
 * folder and reads each listed-regular skill.json with the very calls the
 * walk would make (src/go/readfile.ts for a small file: one read of up to
 * 64 KiB, its end found by a short read). take(handle, path, kind, buf)
 * hands one result over to the main thread: a folder's listing (kind 0) as
 * a latin1 string, one entry after the other as a type letter, the name's
 * bytes and a NUL; or a manifest (kind 1), its bytes copied into `buf` and
 * their count returned. Nothing of it stays behind for the garbage
 * collector: the main thread's walk is synchronous, and finalisers of
 * external buffers would wait for its end. Anything the thread did not do, or that went
 * another way (an error, a big file, a folder with a name it could not type), is
 * undefined, and the main thread makes the call itself, so a walk reports
 * the same with or without this thread. A result the thread has yet to get
 * to is waited for (the walk's order is known: see walk_order), so the two
 * threads never make the same call; a wait over 0.2 s gives the thread up
 * for the rest of the walk. Results the main thread passed by are dropped
 * as it goes, and the thread stays at most MAX_AHEAD results (or
 * MAX_BYTES) ahead of it. stop(handle) ends the thread and frees all.
 *
 * No recursion: the walk's stack is a heap array. Paths are byte strings
 * (latin1 in JavaScript). Node-API only, so one build serves Node 20 on.
 */
#define _GNU_SOURCE
#define NAPI_VERSION 8
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <node_api.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define PATH_CAP 4096 /* Linux PATH_MAX counts the NUL: the walk lstats (and fails) longer paths itself */
#define READ_SIZE 65536 /* the walk's shared read buffer (src/go/readfile.ts) */
#define MAX_AHEAD 2048
#define MAX_BYTES (16u << 20)
#define MAX_LISTING (16u << 20) /* a folder whose names take more is left to the walk, its subtree too */
#define WAIT_NS 200000000L /* a wait for the thread longer than this (0.2 s) gives it up for good */

typedef struct item {
  struct item *next;      /* in the walk's order */
  int kind;               /* 0 listing, 1 manifest */
  char *key;
  size_t key_len;
  char *data;
  size_t len;
} item;

typedef struct {
  char *name;
  unsigned char type;
} ent;

typedef struct frame {
  char *path;
  size_t path_len;
  ent *ents;
  size_t n, next;
} frame;

typedef struct {
  pthread_t thread;
  pthread_mutex_t mu;
  pthread_cond_t room;  /* the thread waits here for the walk to take results */
  pthread_cond_t ready; /* the walk waits here for the thread's next result */
  int stop;
  int done;             /* the thread's walk is over */
  int abandoned;        /* a wait ran out: the walk asks no more */
  int waiting;          /* the walk waits on `ready` */
  char *cursor;         /* the path the thread is at, in the walk's order */
  size_t cursor_len;
  item *head, *tail;    /* results in the walk's order (the thread makes them in it) */
  size_t count, bytes;
  char *root;
  size_t root_len;
  char *readbuf;
} prefetch;

/*
 * The walk's order of two paths below one root: depth first, names in byte
 * order, so a folder before what it holds. That is byte order with "/"
 * taken as the lowest byte (a name ends before any longer name goes on).
 */
static int walk_order(const char *a, size_t an, const char *b, size_t bn) {
  size_t n = an < bn ? an : bn;
  for (size_t i = 0; i < n; i++) {
    unsigned char x = a[i] == '/' ? 0 : (unsigned char)a[i];
    unsigned char y = b[i] == '/' ? 0 : (unsigned char)b[i];
    if (x != y) return x < y ? -1 : 1;
  }
  return an < bn ? -1 : an > bn ? 1 : 0;
}

static void free_item(item *it) {
  free(it->key);
  free(it->data);
  free(it);
}

/* Take the first result off the list (under the lock). */
static item *pop(prefetch *p) {
  item *it = p->head;
  p->head = it->next;
  if (p->head == NULL) p->tail = NULL;
  p->count--;
  p->bytes -= it->len;
  pthread_cond_signal(&p->room);
  return it;
}

/* Hand a result over; waits while the thread is far enough ahead. 0: stop. Takes `key` and `data`. */
static int publish(prefetch *p, int kind, char *key, size_t key_len, char *data, size_t len) {
  item *it = malloc(sizeof *it);
  if (it == NULL) {
    free(key);
    free(data);
    return 1; /* the main thread makes this call itself */
  }
  *it = (item){ .kind = kind, .key = key, .key_len = key_len, .data = data, .len = len };
  pthread_mutex_lock(&p->mu);
  while (!p->stop && p->count > 0 && (p->count >= MAX_AHEAD || p->bytes + len > MAX_BYTES)) pthread_cond_wait(&p->room, &p->mu);
  if (p->stop) {
    pthread_mutex_unlock(&p->mu);
    free_item(it);
    return 0;
  }
  if (p->tail) p->tail->next = it;
  else p->head = it;
  p->tail = it;
  p->count++;
  p->bytes += len;
  pthread_cond_broadcast(&p->ready);
  pthread_mutex_unlock(&p->mu);
  return 1;
}

/* The thread is at `path` now; 0 when it is to stop. */
static int at(prefetch *p, const char *path, size_t len) {
  pthread_mutex_lock(&p->mu);
  int go = !p->stop;
  memcpy(p->cursor, path, len + 1);
  p->cursor_len = len;
  /* A walk waiting for the path before this one gets it now, without a result: it makes the call. */
  if (p->waiting) pthread_cond_broadcast(&p->ready);
  pthread_mutex_unlock(&p->mu);
  return go;
}

static int by_bytes(const void *a, const void *b) {
  return strcmp(((const ent *)a)->name, ((const ent *)b)->name);
}

static unsigned char letter(unsigned char d_type) {
  switch (d_type) {
    case DT_REG: return 'f';
    case DT_DIR: return 'd';
    case DT_LNK: return 'l';
    case DT_FIFO: return 'p';
    case DT_SOCK: return 's';
    case DT_CHR: return 'c';
    case DT_BLK: return 'b';
    default: return '?';
  }
}

static void free_frame(frame *f) {
  for (size_t i = 0; i < f->n; i++) free(f->ents[i].name);
  free(f->ents);
  free(f->path);
}

/* List `path` into `f` (sorted, "." and ".." left out). 0 on any failure, an untyped entry, or a listing over MAX_LISTING (nothing kept). */
static int list(const char *path, size_t path_len, frame *f) {
  *f = (frame){ 0 };
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return 0;
  DIR *dir = fdopendir(fd);
  if (dir == NULL) {
    close(fd);
    return 0;
  }
  size_t cap = 0, bytes = 0;
  int ok = 1;
  for (;;) {
    errno = 0;
    struct dirent *d = readdir(dir);
    if (d == NULL) {
      if (errno != 0) ok = 0;
      break;
    }
    if (d->d_name[0] == '.' && (d->d_name[1] == 0 || (d->d_name[1] == '.' && d->d_name[2] == 0))) continue;
    if (f->n == cap) {
      size_t more = cap ? 2 * cap : 8;
      ent *grown = realloc(f->ents, more * sizeof *grown);
      if (grown == NULL) {
        ok = 0;
        break;
      }
      f->ents = grown;
      cap = more;
    }
    bytes += strlen(d->d_name) + 2;
    char *name = bytes > MAX_LISTING ? NULL : strdup(d->d_name);
    if (name == NULL) {
      ok = 0;
      break;
    }
    f->ents[f->n].name = name;
    f->ents[f->n].type = letter(d->d_type);
    f->n++;
    /*
     * An entry the listing does not type: Node's readdir lstats it (and fails the
     * whole listing when that fails), so such a folder is the walk's own to list.
     */
    if (d->d_type == DT_UNKNOWN) {
      ok = 0;
      break;
    }
  }
  closedir(dir);
  f->path = malloc(path_len + 1);
  if (!ok || f->path == NULL) {
    free_frame(f);
    return 0;
  }
  memcpy(f->path, path, path_len + 1);
  f->path_len = path_len;
  if (f->n > 1) qsort(f->ents, f->n, sizeof *f->ents, by_bytes);
  return 1;
}

/* The listing as the main thread takes it: type letter, name, NUL, for each entry. */
static int publish_listing(prefetch *p, const frame *f) {
  size_t len = 0;
  for (size_t i = 0; i < f->n; i++) len += 2 + strlen(f->ents[i].name);
  char *data = malloc(len ? len : 1);
  char *key = malloc(f->path_len + 1);
  if (data == NULL || key == NULL) {
    free(data);
    free(key);
    return 1;
  }
  size_t at = 0;
  for (size_t i = 0; i < f->n; i++) {
    size_t n = strlen(f->ents[i].name);
    data[at++] = (char)f->ents[i].type;
    memcpy(data + at, f->ents[i].name, n + 1);
    at += n + 1;
  }
  memcpy(key, f->path, f->path_len + 1);
  return publish(p, 0, key, f->path_len, data, len);
}

/* Read a listed-regular skill.json as the walk would (one read; a short one ends the file). */
static int publish_manifest(prefetch *p, const char *path, size_t path_len) {
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return 1;
  ssize_t n = read(fd, p->readbuf, READ_SIZE);
  close(fd);
  if (n < 0 || n >= READ_SIZE) return 1;
  char *data = malloc(n ? (size_t)n : 1);
  char *key = malloc(path_len + 1);
  if (data == NULL || key == NULL) {
    free(data);
    free(key);
    return 1;
  }
  memcpy(data, p->readbuf, (size_t)n);
  memcpy(key, path, path_len + 1);
  return publish(p, 1, key, path_len, data, (size_t)n);
}

static void *walk(void *arg) {
  prefetch *p = arg;
  size_t depth = 0, cap = 16;
  frame *stack = malloc(cap * sizeof *stack);
  char *path = malloc(PATH_CAP);
  if (stack == NULL || path == NULL) goto out;
  if (!list(p->root, p->root_len, &stack[0])) goto out;
  depth = 1;
  if (!publish_listing(p, &stack[0])) goto out;
  while (depth > 0) {
    frame *top = &stack[depth - 1];
    if (top->next >= top->n) {
      free_frame(top);
      depth--;
      continue;
    }
    size_t i = top->next++;
    const char *name = top->ents[i].name;
    size_t name_len = strlen(name);
    /* The root's children: a root in clean form is joined with one "/" (but "/" itself). */
    size_t sep = top->path_len > 0 && top->path[top->path_len - 1] == '/' ? 0 : 1;
    size_t len = top->path_len + sep + name_len;
    if (len >= PATH_CAP) continue;
    memcpy(path, top->path, top->path_len);
    if (sep) path[top->path_len] = '/';
    memcpy(path + top->path_len + sep, name, name_len + 1);
    if (!at(p, path, len)) break;
    unsigned char type = top->ents[i].type;
    if (type == 'd') {
      if (depth == cap) {
        frame *grown = realloc(stack, 2 * cap * sizeof *stack);
        if (grown == NULL) break;
        stack = grown;
        cap *= 2;
      }
      if (list(path, len, &stack[depth])) {
        depth++;
        if (!publish_listing(p, &stack[depth - 1])) break;
      }
    } else if (type == 'f' && strcmp(name, "skill.json") == 0) {
      if (!publish_manifest(p, path, len)) break;
    }
  }
out:
  while (depth > 0) free_frame(&stack[--depth]);
  free(stack);
  free(path);
  pthread_mutex_lock(&p->mu);
  p->done = 1;
  pthread_cond_broadcast(&p->ready);
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

static void stop_and_free(prefetch *p) {
  pthread_mutex_lock(&p->mu);
  p->stop = 1;
  pthread_cond_broadcast(&p->room);
  pthread_mutex_unlock(&p->mu);
  pthread_join(p->thread, NULL);
  for (item *it = p->head; it != NULL;) {
    item *next = it->next;
    free_item(it);
    it = next;
  }
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->room);
  pthread_cond_destroy(&p->ready);
  free(p->root);
  free(p->readbuf);
  free(p->cursor);
  free(p);
}

/* The handle: a stopped prefetch has its pointer cleared, so a second stop (or the finaliser) does nothing. */
typedef struct {
  prefetch *p;
} handle;

static void finalize(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  handle *h = data;
  if (h->p) stop_and_free(h->p);
  free(h);
}

static napi_value undefined(napi_env env) {
  napi_value u;
  napi_get_undefined(env, &u);
  return u;
}

static napi_value start(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1) return undefined(env);
  size_t len;
  if (napi_get_value_string_latin1(env, argv[0], NULL, 0, &len) != napi_ok || len == 0 || len >= PATH_CAP) return undefined(env);
  prefetch *p = calloc(1, sizeof *p);
  handle *h = malloc(sizeof *h);
  char *root = malloc(len + 1);
  char *readbuf = malloc(READ_SIZE);
  char *cursor = calloc(1, PATH_CAP);
  if (!p || !h || !root || !readbuf || !cursor) goto fail;
  napi_get_value_string_latin1(env, argv[0], root, len + 1, &len);
  if (strlen(root) != len) goto fail; /* a NUL in the path */
  p->root = root;
  p->root_len = len;
  p->readbuf = readbuf;
  p->cursor = cursor;
  pthread_mutex_init(&p->mu, NULL);
  pthread_cond_init(&p->room, NULL);
  pthread_condattr_t monotonic;
  pthread_condattr_init(&monotonic);
  pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC);
  pthread_cond_init(&p->ready, &monotonic);
  pthread_condattr_destroy(&monotonic);
  if (pthread_create(&p->thread, NULL, walk, p) != 0) {
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->room);
    pthread_cond_destroy(&p->ready);
    goto fail;
  }
  h->p = p;
  napi_value ext;
  if (napi_create_external(env, h, finalize, NULL, &ext) != napi_ok) {
    stop_and_free(p);
    free(h);
    return undefined(env);
  }
  return ext;
fail:
  free(p);
  free(h);
  free(root);
  free(readbuf);
  free(cursor);
  return undefined(env);
}

static napi_value take(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value argv[4];
  void *data;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 4) return undefined(env);
  if (napi_get_value_external(env, argv[0], &data) != napi_ok) return undefined(env);
  prefetch *p = ((handle *)data)->p;
  if (p == NULL) return undefined(env);
  char key[PATH_CAP + 1];
  size_t len;
  int32_t kind;
  /* A path of PATH_CAP bytes or more (cut to PATH_CAP here): the thread made none that long. */
  if (napi_get_value_string_latin1(env, argv[1], key, sizeof key, &len) != napi_ok || len >= PATH_CAP) return undefined(env);
  if (napi_get_value_int32(env, argv[2], &kind) != napi_ok) return undefined(env);
  /*
   * The walk asks in its own order, and the list is in that order: what is
   * before this path was passed by (dropped, which makes room for the thread),
   * and the result for it, if any, is then first.
   */
  item *found = NULL, *dropped = NULL;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (p->head && walk_order(p->head->key, p->head->key_len, key, len) < 0) {
      item *it = pop(p);
      it->next = dropped;
      dropped = it;
    }
    if (p->head) {
      /* The first result is this path's (unless of the other kind), or the thread is past it. */
      if (p->head->key_len == len && memcmp(p->head->key, key, len) == 0 && p->head->kind == kind) found = pop(p);
      break;
    }
    /* Nothing there yet: wait while the thread has yet to get to it; else the walk makes the call. */
    if (p->done || p->stop || p->abandoned || walk_order(p->cursor, p->cursor_len, key, len) > 0) break;
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_nsec += WAIT_NS;
    if (until.tv_nsec >= 1000000000L) {
      until.tv_sec++;
      until.tv_nsec -= 1000000000L;
    }
    p->waiting++;
    int waited = pthread_cond_timedwait(&p->ready, &p->mu, &until);
    p->waiting--;
    if (waited == ETIMEDOUT) {
      p->abandoned = 1; /* the thread is stuck (a slow file system): the walk goes on alone */
      break;
    }
  }
  pthread_mutex_unlock(&p->mu);
  while (dropped) {
    item *next = dropped->next;
    free_item(dropped);
    dropped = next;
  }
  if (!found) return undefined(env);
  /* A listing comes back as a latin1 string; a manifest is copied into the caller's buffer, its length returned. */
  napi_value out = undefined(env);
  if (kind == 0) {
    if (napi_create_string_latin1(env, found->data, found->len, &out) != napi_ok) out = undefined(env);
  } else {
    void *target;
    size_t room;
    if (napi_get_buffer_info(env, argv[3], &target, &room) == napi_ok && room >= found->len) {
      memcpy(target, found->data, found->len);
      if (napi_create_uint32(env, (uint32_t)found->len, &out) != napi_ok) out = undefined(env);
    }
  }
  free_item(found);
  return out;
}

static napi_value stop(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  void *data;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) == napi_ok && argc >= 1 && napi_get_value_external(env, argv[0], &data) == napi_ok) {
    handle *h = data;
    if (h->p) stop_and_free(h->p);
    h->p = NULL;
  }
  return undefined(env);
}

NAPI_MODULE_INIT() {
  const char *names[] = { "start", "take", "stop" };
  napi_callback fns[] = { start, take, stop };
  for (int i = 0; i < 3; i++) {
    napi_value fn;
    if (napi_create_function(env, names[i], NAPI_AUTO_LENGTH, fns[i], NULL, &fn) != napi_ok) return NULL;
    if (napi_set_named_property(env, exports, names[i], fn) != napi_ok) return NULL;
  }
  return exports;
}
