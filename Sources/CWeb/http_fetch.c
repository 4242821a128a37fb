// The one file that uses libcurl: a bounded HTTP(S) GET.
#include "cweb.h"
#include <curl/curl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t initialised = PTHREAD_ONCE_INIT;
static void initialise(void) { curl_global_init(CURL_GLOBAL_DEFAULT); }

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
    CURL *curl = curl_easy_init();
    if (!curl) { strcpy(response->error, "libcurl could not start"); return CURLE_FAILED_INIT; }
    sink into = { response, max_bytes };
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(curl, CURLOPT_MAXREDIRS, 10L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, timeout_seconds < 10 ? timeout_seconds : 10L);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl, CURLOPT_USERAGENT, user_agent);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, receive);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &into);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, response->error);
    CURLcode result = curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &response->status);
    char *final_url = NULL;
    if (curl_easy_getinfo(curl, CURLINFO_EFFECTIVE_URL, &final_url) == CURLE_OK && final_url) response->final_url = strdup(final_url);
    if (result != CURLE_OK && response->error[0] == 0) {
        strncpy(response->error, curl_easy_strerror(result), sizeof response->error - 1);
    }
    curl_easy_cleanup(curl);
    return (int)result;
}

void cweb_response_free(cweb_response *response) {
    free(response->body);
    free(response->final_url);
    memset(response, 0, sizeof *response);
}
