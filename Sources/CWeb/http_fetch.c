// The one file that uses libcurl: a bounded HTTP(S) GET. libcurl is opened on first use
// (loader.h); its header gives the types and constants.
#include "cweb.h"
#include "loader.h"
#include <curl/curl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static struct {
    __typeof__(&curl_global_init) global_init;
    __typeof__(&curl_easy_init) easy_init;
    __typeof__(&curl_easy_setopt) easy_setopt;
    __typeof__(&curl_easy_perform) easy_perform;
    __typeof__(&curl_easy_getinfo) easy_getinfo;
    __typeof__(&curl_easy_strerror) easy_strerror;
    __typeof__(&curl_easy_cleanup) easy_cleanup;
    int loaded;
    char why[256];
} curl;
static pthread_once_t initialised = PTHREAD_ONCE_INIT;

static void initialise(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so", NULL};
    void *handle = cweb_open_library(names, curl.why, sizeof curl.why);
    if (!handle) return;
    static const char *const symbols[] = {"curl_global_init", "curl_easy_init", "curl_easy_setopt", "curl_easy_perform", "curl_easy_getinfo",
                                          "curl_easy_strerror", "curl_easy_cleanup", NULL};
    void **const slots[] = {(void **)&curl.global_init, (void **)&curl.easy_init, (void **)&curl.easy_setopt, (void **)&curl.easy_perform,
                            (void **)&curl.easy_getinfo, (void **)&curl.easy_strerror, (void **)&curl.easy_cleanup};
    curl.loaded = cweb_symbols(handle, symbols, slots, curl.why, sizeof curl.why);
    if (curl.loaded) curl.global_init(CURL_GLOBAL_DEFAULT);
}

typedef struct { cweb_response *response; size_t limit; } sink;

static size_t receive(char *data, size_t size, size_t count, void *context) {
    sink *into = context;
    size_t length = size * count;
    cweb_response *response = into->response;
    if (response->length + length > into->limit) { response->too_large = 1; return 0; }
    char *grown = realloc(response->body, response->length + length + 1);
    if (!grown) return 0;
    memcpy(grown + response->length, data, length);
    response->body = grown;
    response->length += length;
    response->body[response->length] = 0;
    return length;
}

int cweb_fetch(const char *url, long timeout_seconds, size_t max_bytes, const char *user_agent, cweb_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&initialised, initialise);
    if (!curl.loaded) { strncpy(response->error, curl.why, sizeof response->error - 1); return CURLE_FAILED_INIT; }
    CURL *handle = curl.easy_init();
    if (!handle) { strcpy(response->error, "libcurl could not start"); return CURLE_FAILED_INIT; }
    sink into = { response, max_bytes };
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT, timeout_seconds);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT, timeout_seconds < 10 ? timeout_seconds : 10L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_USERAGENT, user_agent);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &into);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, response->error);
    CURLcode result = curl.easy_perform(handle);
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response->status);
    char *final_url = NULL;
    if (curl.easy_getinfo(handle, CURLINFO_EFFECTIVE_URL, &final_url) == CURLE_OK && final_url) response->final_url = strdup(final_url);
    if (result != CURLE_OK && response->error[0] == 0) {
        strncpy(response->error, curl.easy_strerror(result), sizeof response->error - 1);
    }
    curl.easy_cleanup(handle);
    return (int)result;
}

void cweb_response_free(cweb_response *response) {
    free(response->body);
    free(response->final_url);
    memset(response, 0, sizeof *response);
}
