// The C libraries `cookbook import` stands on, behind a small C surface Swift can call:
// libxml2's forgiving HTML parser (html_page.c) and libcurl's HTTP client (http_fetch.c).
// Everything returned is owned by the caller and freed with the matching *_free.
#ifndef CWEB_H
#define CWEB_H
#include <stddef.h>

/// One element of a page's microdata (an `itemscope`, an `itemprop`, or both), in page order.
typedef struct {
    long scope;              ///< the item it belongs to (an index into the records), -1 for none
    char *property;          ///< its itemprop (names separated by spaces), or NULL
    char *type;              ///< its itemtype, or NULL
    int is_item;             ///< it has itemscope: the records that name it as `scope` are its properties
    char *value;             ///< a property's value (content, href, src, datetime, value or its text), or NULL for an item
} cweb_microdata;

/// One element of a page's body, in document order: what a recipe laid out without schema.org
/// markup is read from (its ingredient and method lists, found by class names and headings).
typedef struct {
    char *name;              ///< the tag name, lower case
    char *labels;            ///< its class and id attributes joined by a space, or NULL
    long parent;             ///< the enclosing element's index, -1 for none
    long end;                ///< one past the index of the last element inside it
    char *text;              ///< the text directly inside it (not in child elements), or NULL
} cweb_element;

/// What one HTML page holds for an importer.
typedef struct {
    char **scripts;          ///< the text of each <script type="application/ld+json">, in page order
    size_t script_count;
    char *canonical;         ///< <link rel="canonical" href>, or NULL
    int has_microdata_recipe; ///< an element with itemtype …schema.org/Recipe (microdata, not JSON-LD)
    cweb_microdata *microdata; ///< every itemscope and itemprop element, in page order (at most 20,000)
    size_t microdata_count;
    cweb_element *elements;  ///< the body's elements but scripts, styles and the like (at most 200,000)
    size_t element_count;
    char *title;             ///< <meta property="og:title"> content, else the <title> text, or NULL
} cweb_page;

/// Why libxml2 cannot be used (it is opened on first use), or NULL when it can.
const char *cweb_html_unavailable(void);

/// Parses `length` bytes of HTML (invalid HTML is repaired, never refused). `encoding` is the
/// page's encoding when known ("UTF-8": any <meta charset> is then ignored), or NULL to read it
/// from the page. 0 on success; -2 when libxml2 cannot be loaded (`cweb_html_unavailable`).
int cweb_page_scan(const char *bytes, size_t length, const char *encoding, cweb_page *page);
void cweb_page_free(cweb_page *page);

/// The text of an HTML fragment: tags dropped, entities decoded, a line break for <br> and
/// around block elements (p, li, div, headings, …). NULL when out of memory.
char *cweb_html_text(const char *bytes, size_t length);

/// The answer to one HTTP(S) GET.
typedef struct {
    char *body;
    size_t length;
    long status;             ///< the last response's HTTP status (after redirects)
    char *final_url;         ///< where the redirects ended
    int too_large;           ///< the body passed max_bytes; the transfer was stopped
    char error[256];         ///< libcurl's description when the transfer failed
} cweb_response;

/// Fetches `url` (http and https only; up to 10 redirects; `timeout_seconds` for the whole
/// transfer; at most `max_bytes`). Returns libcurl's result code: 0 when a response arrived.
int cweb_fetch(const char *url, long timeout_seconds, size_t max_bytes, const char *user_agent, cweb_response *response);
void cweb_response_free(cweb_response *response);

#endif
