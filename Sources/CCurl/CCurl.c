#include "CCurl.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// MARK: - libcurl's ABI
//
// The values below are libcurl's stable ABI, as its public header include/curl/curl.h declares
// them (the CURLoption, CURLcode and CURLINFO enums; unchanged since the versions that added each,
// all before 7.85, except the *_STR protocol options of 7.85, which fall back to the bit masks).
// An option is its type's base plus its number: long 0, object pointer 10000, function 20000,
// curl_off_t 30000.

typedef void CURL;
typedef int CURLcode;
typedef int64_t curl_off_t;  // 64 bits on every platform libcurl 7.x/8.x builds for
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018,
    OPT_HEADERDATA = 10029,
    OPT_HEADERFUNCTION = 20079,
    OPT_HTTPHEADER = 10023,
    OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52,
    OPT_XFERINFODATA = 10057,
    OPT_MAXREDIRS = 68,
    OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_MAXFILESIZE_LARGE = 30117,
    OPT_TIMEOUT_MS = 155,
    OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182,
    OPT_XFERINFOFUNCTION = 20219,
    OPT_PROTOCOLS_STR = 10318,
    OPT_REDIR_PROTOCOLS_STR = 10319,
};

enum { PROTO_HTTP = 1 << 0, PROTO_HTTPS = 1 << 1 };

enum {
    INFO_EFFECTIVE_URL = 0x100000 + 1,
    INFO_RESPONSE_CODE = 0x200000 + 2,
    INFO_OS_ERRNO = 0x200000 + 25,
};

enum {
    E_OK = 0,
    E_COULDNT_RESOLVE_HOST = 6,
    E_COULDNT_CONNECT = 7,
    E_WEIRD_SERVER_REPLY = 8,
    E_HTTP2 = 16,
    E_PARTIAL_FILE = 18,
    E_WRITE_ERROR = 23,
    E_OPERATION_TIMEDOUT = 28,
    E_ABORTED_BY_CALLBACK = 42,
    E_TOO_MANY_REDIRECTS = 47,
    E_UNKNOWN_OPTION = 48,
    E_GOT_NOTHING = 52,
    E_SEND_ERROR = 55,
    E_RECV_ERROR = 56,
    E_BAD_CONTENT_ENCODING = 61,
    E_FILESIZE_EXCEEDED = 63,
    E_HTTP2_STREAM = 92,
};

enum { GLOBAL_ALL = 3, ERROR_SIZE = 256 };

// MARK: - The library

/// Idle easy handles kept for the next request: they keep their connections open (keep-alive),
/// their DNS and TLS session caches.
enum { IDLE_HANDLES = 4 };

struct ccurl_library {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, int option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, int info, ...);
    const char *(*easy_strerror)(CURLcode code);
    void (*easy_reset)(CURL *handle);
    void (*easy_cleanup)(CURL *handle);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);

    pthread_mutex_t lock;
    CURL *idle[IDLE_HANDLES];
    int idle_count;
};

/// curl_global_init is not thread-safe before libcurl 7.84: opens are serialised.
static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;

static void copy_text(char *to, size_t capacity, const char *text) {
    if (capacity == 0) return;
    snprintf(to, capacity, "%s", text ? text : "");
}

ccurl_library *ccurl_open(const char *file, char *error, size_t capacity) {
    pthread_mutex_lock(&open_lock);
    copy_text(error, capacity, "");
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        copy_text(error, capacity, dlerror());
        pthread_mutex_unlock(&open_lock);
        return NULL;
    }
    ccurl_library *library = calloc(1, sizeof *library);
    if (!library) {
        copy_text(error, capacity, "out of memory");
        dlclose(handle);
        pthread_mutex_unlock(&open_lock);
        return NULL;
    }
    struct {
        const char *name;
        void **slot;
    } symbols[] = {
        {"curl_global_init", (void **)&library->global_init},
        {"curl_easy_init", (void **)&library->easy_init},
        {"curl_easy_setopt", (void **)&library->easy_setopt},
        {"curl_easy_perform", (void **)&library->easy_perform},
        {"curl_easy_getinfo", (void **)&library->easy_getinfo},
        {"curl_easy_strerror", (void **)&library->easy_strerror},
        {"curl_easy_reset", (void **)&library->easy_reset},
        {"curl_easy_cleanup", (void **)&library->easy_cleanup},
        {"curl_slist_append", (void **)&library->slist_append},
        {"curl_slist_free_all", (void **)&library->slist_free_all},
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        dlerror();
        *symbols[i].slot = dlsym(handle, symbols[i].name);
        if (!*symbols[i].slot) {
            const char *why = dlerror();
            copy_text(error, capacity, why ? why : symbols[i].name);
            free(library);
            dlclose(handle);
            pthread_mutex_unlock(&open_lock);
            return NULL;
        }
    }
    CURLcode code = library->global_init(GLOBAL_ALL);
    if (code != E_OK) {
        snprintf(error, capacity, "%s: curl_global_init failed: %s", file, library->easy_strerror(code));
        free(library);
        dlclose(handle);
        pthread_mutex_unlock(&open_lock);
        return NULL;
    }
    pthread_mutex_init(&library->lock, NULL);
    pthread_mutex_unlock(&open_lock);
    return library;
}

static CURL *take_handle(ccurl_library *library) {
    CURL *handle = NULL;
    pthread_mutex_lock(&library->lock);
    if (library->idle_count > 0) handle = library->idle[--library->idle_count];
    pthread_mutex_unlock(&library->lock);
    return handle ? handle : library->easy_init();
}

static void give_back(ccurl_library *library, CURL *handle) {
    library->easy_reset(handle);
    pthread_mutex_lock(&library->lock);
    if (library->idle_count < IDLE_HANDLES) {
        library->idle[library->idle_count++] = handle;
        handle = NULL;
    }
    pthread_mutex_unlock(&library->lock);
    if (handle) library->easy_cleanup(handle);
}

// MARK: - Transfers

struct ccurl_transfer {
    size_t max_bytes;
    int cancelled;  // read and written with __atomic builtins
    int over_limit;
    int out_of_memory;
    unsigned char *body;
    size_t length;
    size_t capacity;
    long status;
    int64_t announced;
    long os_errno;
    char *final_url;
    char error[ERROR_SIZE];
};

ccurl_transfer *ccurl_transfer_create(size_t max_bytes) {
    ccurl_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer) {
        transfer->max_bytes = max_bytes;
        transfer->announced = -1;
    }
    return transfer;
}

void ccurl_transfer_cancel(ccurl_transfer *transfer) { __atomic_store_n(&transfer->cancelled, 1, __ATOMIC_RELEASE); }

static int is_cancelled(const ccurl_transfer *transfer) { return __atomic_load_n(&transfer->cancelled, __ATOMIC_ACQUIRE); }

/// Appends a piece of the body; a piece past the limit stops the transfer (returning less than
/// was given makes libcurl fail it with a write error).
static size_t on_body(char *data, size_t size, size_t count, void *context) {
    ccurl_transfer *transfer = context;
    size_t n = size * count;
    if (n > transfer->max_bytes - transfer->length) {
        transfer->over_limit = 1;
        return 0;
    }
    if (transfer->length + n > transfer->capacity) {
        size_t capacity = transfer->capacity ? transfer->capacity : 16384;
        while (capacity < transfer->length + n) capacity *= 2;
        unsigned char *grown = realloc(transfer->body, capacity);
        if (!grown) {
            transfer->out_of_memory = 1;
            return 0;
        }
        transfer->body = grown;
        transfer->capacity = capacity;
    }
    memcpy(transfer->body + transfer->length, data, n);
    transfer->length += n;
    return n;
}

/// Notes the Content-Length of the response that is being received: a status line starts a
/// new response (a redirect's, then the page's). libcurl forgets it when a transfer fails, as
/// one over the size cap does before its body.
static size_t on_header(char *data, size_t size, size_t count, void *context) {
    ccurl_transfer *transfer = context;
    size_t n = size * count;
    static const char name[] = "content-length:";
    if (n >= 5 && memcmp(data, "HTTP/", 5) == 0) {
        transfer->announced = -1;
    } else if (n > sizeof name - 1 && strncasecmp(data, name, sizeof name - 1) == 0) {
        int64_t value = 0;
        size_t i = sizeof name - 1;
        while (i < n && (data[i] == ' ' || data[i] == '\t')) i++;
        size_t first = i;
        while (i < n && data[i] >= '0' && data[i] <= '9' && value < INT64_MAX / 10) value = value * 10 + (data[i++] - '0');
        if (i > first) transfer->announced = value;
    }
    return n;
}

/// libcurl's progress callback, asked at least once a second: non-zero aborts the transfer.
static int on_progress(void *context, curl_off_t down_total, curl_off_t down_now, curl_off_t up_total, curl_off_t up_now) {
    (void)down_total, (void)down_now, (void)up_total, (void)up_now;
    return is_cancelled(context);
}

static ccurl_outcome outcome_of(CURLcode code, const ccurl_transfer *transfer) {
    if (is_cancelled(transfer)) return CCURL_CANCELLED;
    switch (code) {
    case E_OK: return CCURL_OK;
    case E_OPERATION_TIMEDOUT: return CCURL_TIMED_OUT;
    case E_COULDNT_RESOLVE_HOST: return CCURL_CANNOT_RESOLVE;
    case E_COULDNT_CONNECT: return transfer->os_errno == ECONNREFUSED ? CCURL_REFUSED : CCURL_CANNOT_CONNECT;
    case E_GOT_NOTHING:
    case E_SEND_ERROR:
    case E_RECV_ERROR:
    case E_PARTIAL_FILE: return CCURL_CONNECTION_LOST;
    case E_WEIRD_SERVER_REPLY:
    case E_BAD_CONTENT_ENCODING:
    case E_HTTP2:
    case E_HTTP2_STREAM: return CCURL_BAD_RESPONSE;
    case E_TOO_MANY_REDIRECTS: return CCURL_TOO_MANY_REDIRECTS;
    case E_FILESIZE_EXCEEDED: return CCURL_TOO_LARGE;
    case E_WRITE_ERROR: return transfer->over_limit ? CCURL_TOO_LARGE : CCURL_FAILED;
    default: return CCURL_FAILED;
    }
}

/// Allows only http and https, for the first request and for redirects.
static CURLcode restrict_protocols(ccurl_library *library, CURL *handle) {
    CURLcode code = library->easy_setopt(handle, OPT_PROTOCOLS_STR, "http,https");
    if (code == E_OK) return library->easy_setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https");
    if (code != E_UNKNOWN_OPTION) return code;
    // libcurl before 7.85: the same as bit masks.
    code = library->easy_setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    return code == E_OK ? library->easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS)) : code;
}

ccurl_outcome ccurl_get(
    ccurl_library *library, ccurl_transfer *transfer, const char *url, const char *accept, const char *user_agent,
    long timeout_ms, long max_redirects) {
    transfer->length = 0;
    transfer->over_limit = 0;
    transfer->out_of_memory = 0;
    transfer->status = 0;
    transfer->announced = -1;
    transfer->os_errno = 0;
    transfer->error[0] = 0;
    if (is_cancelled(transfer)) return CCURL_CANCELLED;
    CURL *handle = take_handle(library);
    if (!handle) {
        copy_text(transfer->error, sizeof transfer->error, "curl_easy_init failed");
        return CCURL_FAILED;
    }
    char header[512];
    snprintf(header, sizeof header, "Accept: %s", accept);
    struct curl_slist *headers = library->slist_append(NULL, header);

    CURLcode code = E_OK;
#define SET(option, value) \
    if (code == E_OK) code = library->easy_setopt(handle, option, value)
    SET(OPT_ERRORBUFFER, transfer->error);
    SET(OPT_URL, url);
    SET(OPT_HTTPHEADER, headers);
    SET(OPT_USERAGENT, user_agent);
    SET(OPT_ACCEPT_ENCODING, "");  // every encoding this libcurl decodes (gzip, deflate, …)
    SET(OPT_FOLLOWLOCATION, 1L);
    SET(OPT_MAXREDIRS, max_redirects);
    SET(OPT_TIMEOUT_MS, timeout_ms);
    SET(OPT_NOSIGNAL, 1L);  // threads: no SIGALRM for name lookups
    SET(OPT_MAXFILESIZE_LARGE, (curl_off_t)transfer->max_bytes);
    SET(OPT_WRITEFUNCTION, on_body);
    SET(OPT_WRITEDATA, transfer);
    SET(OPT_HEADERFUNCTION, on_header);
    SET(OPT_HEADERDATA, transfer);
    SET(OPT_NOPROGRESS, 0L);
    SET(OPT_XFERINFOFUNCTION, on_progress);
    SET(OPT_XFERINFODATA, transfer);
#undef SET
    if (code == E_OK) code = restrict_protocols(library, handle);
    if (code == E_OK) code = library->easy_perform(handle);

    long status = 0;
    if (library->easy_getinfo(handle, INFO_RESPONSE_CODE, &status) == E_OK) transfer->status = status;
    long os_errno = 0;
    if (library->easy_getinfo(handle, INFO_OS_ERRNO, &os_errno) == E_OK) transfer->os_errno = os_errno;
    const char *final_url = NULL;
    free(transfer->final_url);
    transfer->final_url = NULL;
    if (library->easy_getinfo(handle, INFO_EFFECTIVE_URL, &final_url) == E_OK && final_url) {
        transfer->final_url = strdup(final_url);
    }
    if (code != E_OK && transfer->error[0] == 0) {
        copy_text(transfer->error, sizeof transfer->error, library->easy_strerror(code));
    }
    if (transfer->out_of_memory) copy_text(transfer->error, sizeof transfer->error, "out of memory");
    // The handle points at the error buffer and the header list: forget them before they go.
    give_back(library, handle);
    library->slist_free_all(headers);
    return outcome_of(code, transfer);
}

long ccurl_transfer_status(const ccurl_transfer *transfer) { return transfer->status; }

const unsigned char *ccurl_transfer_body(const ccurl_transfer *transfer, size_t *length) {
    *length = transfer->length;
    return transfer->body;
}

const char *ccurl_transfer_final_url(const ccurl_transfer *transfer) {
    return transfer->final_url ? transfer->final_url : "";
}

const char *ccurl_transfer_error(const ccurl_transfer *transfer) { return transfer->error; }

int64_t ccurl_transfer_announced_length(const ccurl_transfer *transfer) { return transfer->announced; }

void ccurl_transfer_destroy(ccurl_transfer *transfer) {
    if (!transfer) return;
    free(transfer->body);
    free(transfer->final_url);
    free(transfer);
}
