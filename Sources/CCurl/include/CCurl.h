#ifndef CVSIM_CCURL_H
#define CVSIM_CCURL_H
// One HTTP GET through the system's libcurl, loaded with dlopen on first use, so that a
// program that never fetches does not map libcurl and the TLS, Kerberos and LDAP libraries
// it pulls in. curl's headers are not needed: the few constants used are declared in
// CCurl.c. Every function here is safe to call from any thread.
#include <stddef.h>
#include <stdint.h>

/// libcurl, opened and initialised; it is never unloaded.
typedef struct ccurl_library ccurl_library;

/// One request's settings, state and results; owned by the caller.
typedef struct ccurl_transfer ccurl_transfer;

/// What became of a request. `CCURL_OK` means a response arrived, whatever its status.
typedef enum ccurl_outcome {
    CCURL_OK = 0,
    CCURL_TIMED_OUT,
    CCURL_CANNOT_RESOLVE,
    CCURL_REFUSED,
    CCURL_CANNOT_CONNECT,
    CCURL_CONNECTION_LOST,
    CCURL_BAD_RESPONSE,
    CCURL_TOO_MANY_REDIRECTS,
    CCURL_TOO_LARGE,
    CCURL_CANCELLED,
    CCURL_FAILED,
} ccurl_outcome;

/// Opens `file` (e.g. "libcurl.so.4") and initialises it. On failure returns NULL and writes
/// the reason (dlerror's text) into `error`.
ccurl_library *ccurl_open(const char *file, char *error, size_t capacity);

/// A transfer that accepts at most `max_bytes` of (decoded) body.
ccurl_transfer *ccurl_transfer_create(size_t max_bytes);

/// Asks a transfer to stop: `ccurl_get` returns `CCURL_CANCELLED` soon after (libcurl asks
/// about it at least once a second). Safe to call from another thread while it runs.
void ccurl_transfer_cancel(ccurl_transfer *transfer);

/// GETs `url` (http or https only, redirects followed up to `max_redirects`, the proxy
/// environment honoured as curl does, compressed answers accepted) with the whole request
/// limited to `timeout_ms`. Blocks until done; the results stay in `transfer`.
ccurl_outcome ccurl_get(
    ccurl_library *library, ccurl_transfer *transfer, const char *url, const char *accept, const char *user_agent,
    long timeout_ms, long max_redirects);

/// The HTTP status of the last response (0 when none arrived).
long ccurl_transfer_status(const ccurl_transfer *transfer);
/// The body received; `*length` is set to its size.
const unsigned char *ccurl_transfer_body(const ccurl_transfer *transfer, size_t *length);
/// The URL answered last, after redirects ("" when unknown).
const char *ccurl_transfer_final_url(const ccurl_transfer *transfer);
/// libcurl's words for a failure ("" after success).
const char *ccurl_transfer_error(const ccurl_transfer *transfer);
/// The Content-Length the server announced, or -1.
int64_t ccurl_transfer_announced_length(const ccurl_transfer *transfer);

void ccurl_transfer_destroy(ccurl_transfer *transfer);

#endif
