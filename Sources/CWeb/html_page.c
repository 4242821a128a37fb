// The one file that uses libxml2: parses HTML with its forgiving parser and walks the tree.
// libxml2 is opened on first use (loader.h); its headers give the types and constants.
#include "cweb.h"
#include "loader.h"
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static struct {
    __typeof__(&htmlReadMemory) htmlReadMemory;
    __typeof__(&xmlDocGetRootElement) xmlDocGetRootElement;
    __typeof__(&xmlGetProp) xmlGetProp;
    __typeof__(&xmlNodeGetContent) xmlNodeGetContent;
    __typeof__(&xmlFreeDoc) xmlFreeDoc;
    __typeof__(&xmlSetGenericErrorFunc) xmlSetGenericErrorFunc;
    __typeof__(&xmlSetStructuredErrorFunc) xmlSetStructuredErrorFunc;
    xmlFreeFunc *free_function;   // `xmlFree` is a variable in libxml2: the address of its free function pointer
    int loaded;
    char why[256];
} xml;
static pthread_once_t xml_once = PTHREAD_ONCE_INIT;

static void load_xml(void) {
    static const char *const names[] = {"libxml2.so.2", "libxml2.so", NULL};
    void *handle = cweb_open_library(names, xml.why, sizeof xml.why);
    if (!handle) return;
    static const char *const symbols[] = {"htmlReadMemory", "xmlDocGetRootElement", "xmlGetProp", "xmlNodeGetContent", "xmlFreeDoc",
                                          "xmlSetGenericErrorFunc", "xmlSetStructuredErrorFunc", "xmlFree", NULL};
    void **const slots[] = {(void **)&xml.htmlReadMemory, (void **)&xml.xmlDocGetRootElement, (void **)&xml.xmlGetProp, (void **)&xml.xmlNodeGetContent,
                            (void **)&xml.xmlFreeDoc, (void **)&xml.xmlSetGenericErrorFunc, (void **)&xml.xmlSetStructuredErrorFunc, (void **)&xml.free_function};
    xml.loaded = cweb_symbols(handle, symbols, slots, xml.why, sizeof xml.why);
}

const char *cweb_html_unavailable(void) {
    pthread_once(&xml_once, load_xml);
    return xml.loaded ? NULL : xml.why;
}

// XML_PARSE_HUGE lifts the nesting limit (256), past which the parser stopped and a recipe
// after 300 unclosed <div>s was never seen; the walks below are not recursive (or are capped).
static const int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | XML_PARSE_HUGE;

static void ignore_message(void *context, const char *message, ...) { (void)context; (void)message; }
static void ignore_error(void *context, xmlErrorPtr error) { (void)context; (void)error; }

/// libxml2 prints some problems (bad encodings) to stderr whatever the options say; a page's
/// faults must never reach the terminal. The handlers are per thread, so set before each parse.
static void silence(void) {
    xml.xmlSetGenericErrorFunc(NULL, ignore_message);
    xml.xmlSetStructuredErrorFunc(NULL, ignore_error);
}

static int is_named(xmlNodePtr node, const char *name) {
    return node->type == XML_ELEMENT_NODE && node->name && strcasecmp((const char *)node->name, name) == 0;
}

/// The next node in document order, descending into children when `descend` is set.
static xmlNodePtr next_node(xmlNodePtr node, xmlNodePtr root, int descend) {
    if (descend && node->children) return node->children;
    while (node && node != root) {
        if (node->next) return node->next;
        node = node->parent;
    }
    return NULL;
}

static int attribute_starts(xmlNodePtr node, const char *attribute, const char *prefix) {
    xmlChar *value = xml.xmlGetProp(node, (const xmlChar *)attribute);
    if (!value) return 0;
    const char *text = (const char *)value;
    while (isspace((unsigned char)*text)) text++;
    int found = strncasecmp(text, prefix, strlen(prefix)) == 0;
    (*xml.free_function)(value);
    return found;
}

static int attribute_has_word(xmlNodePtr node, const char *attribute, const char *word) {
    xmlChar *value = xml.xmlGetProp(node, (const xmlChar *)attribute);
    if (!value) return 0;
    int found = 0;
    size_t length = strlen(word);
    for (const char *text = (const char *)value; *text && !found; text++) {
        if (strncasecmp(text, word, length) == 0) {
            char after = text[length];
            found = after == 0 || isspace((unsigned char)after) || after == '/' || after == '"';
        }
    }
    (*xml.free_function)(value);
    return found;
}

/// Text being gathered; `limit` (0: none) is where gathering stops.
typedef struct { char *text; size_t length, capacity, limit; int failed; } buffer;
static void append(buffer *out, const char *text, size_t length);
static void collect(xmlNodePtr node, buffer *out, int depth);

/// The most microdata records and the longest value kept from one page.
enum { max_microdata = 20000, max_value = 1 << 20 };

/// A copy of attribute `name` of `node`, or NULL.
static char *attribute(xmlNodePtr node, const char *name) {
    xmlChar *value = xml.xmlGetProp(node, (const xmlChar *)name);
    if (!value) return NULL;
    char *copy = strdup((const char *)value);
    (*xml.free_function)(value);
    return copy;
}

/// A microdata property's value, as the HTML standard reads it from its element (a `content`
/// attribute first, as sites write it on any element), else the element's text with block
/// elements on lines of their own.
static char *property_value(xmlNodePtr node) {
    char *content = attribute(node, "content");
    if (content) return content;
    static const char *const sources[][2] = {
        {"img", "src"}, {"audio", "src"}, {"video", "src"}, {"source", "src"}, {"embed", "src"}, {"iframe", "src"},
        {"track", "src"}, {"a", "href"}, {"area", "href"}, {"link", "href"}, {"object", "data"}, {"data", "value"},
        {"meter", "value"}, {"time", "datetime"}, {NULL, NULL},
    };
    for (size_t index = 0; sources[index][0]; index++) {
        if (!is_named(node, sources[index][0])) continue;
        char *value = attribute(node, sources[index][1]);
        if (value || !is_named(node, "time")) return value ? value : strdup("");
    }
    buffer out = {.limit = max_value};
    append(&out, "", 0);
    collect(node->children, &out, 0);
    if (out.failed) { free(out.text); return strdup(""); }
    return out.text;
}

/// Notes `node` when it is an itemscope or itemprop element; `node->_private` then holds the
/// nearest item around it (its index + 1; 0 for none), which its descendants inherit.
static void note_microdata(xmlNodePtr node, cweb_page *page, size_t *capacity) {
    intptr_t around = node->parent ? (intptr_t)node->parent->_private : 0;
    node->_private = (void *)around;
    xmlChar *scope = xml.xmlGetProp(node, (const xmlChar *)"itemscope");
    int is_item = scope != NULL;
    if (scope) (*xml.free_function)(scope);
    char *property = attribute(node, "itemprop");
    if ((!is_item && !property) || page->microdata_count >= max_microdata) { free(property); return; }
    if (page->microdata_count == *capacity) {
        size_t grown_capacity = *capacity ? *capacity * 2 : 16;
        cweb_microdata *grown = realloc(page->microdata, grown_capacity * sizeof *grown);
        if (!grown) { free(property); return; }
        page->microdata = grown;
        *capacity = grown_capacity;
    }
    cweb_microdata *record = &page->microdata[page->microdata_count];
    record->scope = (long)around - 1;
    record->property = property;
    record->type = is_item ? attribute(node, "itemtype") : NULL;
    record->is_item = is_item;
    record->value = is_item ? NULL : property_value(node);
    page->microdata_count++;
    if (is_item) node->_private = (void *)(intptr_t)page->microdata_count;
}

/// The most elements and text runs kept for reading a recipe from the page's layout.
enum { max_elements = 400000 };

/// Elements whose contents are never a recipe's visible text.
static int is_hidden(xmlNodePtr node) {
    static const char *const names[] = {"script", "style", "noscript", "template", "svg", "head", "iframe", "select", "button", NULL};
    for (const char *const *name = names; *name; name++) if (is_named(node, *name)) return 1;
    return 0;
}

/// `class` and `id` of `node` joined by a space, or NULL when it has neither.
static char *labels_of(xmlNodePtr node) {
    char *class = attribute(node, "class"), *id = attribute(node, "id");
    char *joined = NULL;
    if (class || id) {
        size_t size = (class ? strlen(class) : 0) + (id ? strlen(id) : 0) + 2;
        if ((joined = malloc(size))) snprintf(joined, size, "%s %s", class ? class : "", id ? id : "");
    }
    free(class);
    free(id);
    return joined;
}

/// Records the body's elements and text runs in document order (`cweb_element`), each with
/// its parent's index (kept in `_private`, which the microdata walk is done with) and the end
/// of its subtree, so a reader can take any element's text without walking the tree again.
static void outline(xmlNodePtr root, cweb_page *page) {
    size_t capacity = 0;
    for (xmlNodePtr node = root; node && page->element_count < max_elements; ) {
        int descend = 1;
        long parent = node != root && node->parent ? (long)(intptr_t)node->parent->_private - 1 : -1;
        int is_text = (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) && node->content;
        if (node->type == XML_ELEMENT_NODE && is_hidden(node)) {
            descend = 0;
        } else if (node->type == XML_ELEMENT_NODE || is_text) {
            if (page->element_count == capacity) {
                size_t grown_capacity = capacity ? capacity * 2 : 256;
                cweb_element *grown = realloc(page->elements, grown_capacity * sizeof *grown);
                if (!grown) break;
                page->elements = grown;
                capacity = grown_capacity;
            }
            cweb_element *record = &page->elements[page->element_count++];
            record->parent = parent;
            record->end = (long)page->element_count;
            record->name = is_text ? NULL : strdup((const char *)node->name);
            record->labels = is_text ? NULL : labels_of(node);
            record->text = is_text ? strdup((const char *)node->content) : NULL;
            if (!is_text) node->_private = (void *)(intptr_t)page->element_count;
        }
        node = next_node(node, root, descend);
    }
    for (size_t index = page->element_count; index-- > 0;) {
        long parent = page->elements[index].parent;
        if (parent >= 0 && page->elements[parent].end < page->elements[index].end) page->elements[parent].end = page->elements[index].end;
    }
}

int cweb_page_scan(const char *bytes, size_t length, const char *encoding, cweb_page *page) {
    memset(page, 0, sizeof *page);
    if (cweb_html_unavailable()) return -2;
    if (length > (size_t)0x7fffffff) return -1;
    silence();
    // A page read as UTF-8 (its bytes made valid first) ignores a <meta charset> that says otherwise.
    int ignore = encoding && strcasecmp(encoding, "UTF-8") == 0 ? HTML_PARSE_IGNORE_ENC : 0;
    htmlDocPtr document = xml.htmlReadMemory(bytes, (int)length, NULL, encoding, options | ignore);
    if (!document) return -1;
    xmlNodePtr root = xml.xmlDocGetRootElement(document);
    size_t capacity = 0, microdata_capacity = 0;
    char *og_title = NULL, *title = NULL;
    for (xmlNodePtr node = root; node; ) {
        int descend = 1;
        if (node->type == XML_ELEMENT_NODE) {
            if (is_named(node, "script")) {
                descend = 0;
                if (attribute_starts(node, "type", "application/ld+json")) {
                    xmlChar *text = xml.xmlNodeGetContent(node);
                    if (page->script_count == capacity) {
                        capacity = capacity ? capacity * 2 : 4;
                        char **grown = realloc(page->scripts, capacity * sizeof *grown);
                        if (!grown) { (*xml.free_function)(text); break; }
                        page->scripts = grown;
                    }
                    page->scripts[page->script_count++] = strdup(text ? (const char *)text : "");
                    (*xml.free_function)(text);
                }
            } else if (is_named(node, "meta") && attribute_has_word(node, "property", "og:title")) {
                char *content = attribute(node, "content");
                if (content && !og_title) og_title = content; else free(content);
            } else if (is_named(node, "title") && !title) {
                xmlChar *text = xml.xmlNodeGetContent(node);
                if (text) { title = strdup((const char *)text); (*xml.free_function)(text); }
            } else if (is_named(node, "link") && !page->canonical && attribute_has_word(node, "rel", "canonical")) {
                xmlChar *href = xml.xmlGetProp(node, (const xmlChar *)"href");
                if (href) { page->canonical = strdup((const char *)href); (*xml.free_function)(href); }
            }
            xmlChar *type = xml.xmlGetProp(node, (const xmlChar *)"itemtype");
            if (type) {
                if (strstr((const char *)type, "schema.org/Recipe")) page->has_microdata_recipe = 1;
                (*xml.free_function)(type);
            }
            note_microdata(node, page, &microdata_capacity);
        }
        node = next_node(node, root, descend);
    }
    page->title = og_title ? og_title : title;
    if (og_title) free(title);
    outline(root, page);
    xml.xmlFreeDoc(document);
    return 0;
}

void cweb_page_free(cweb_page *page) {
    for (size_t index = 0; index < page->script_count; index++) free(page->scripts[index]);
    free(page->scripts);
    free(page->canonical);
    for (size_t index = 0; index < page->microdata_count; index++) {
        free(page->microdata[index].property);
        free(page->microdata[index].type);
        free(page->microdata[index].value);
    }
    free(page->microdata);
    for (size_t index = 0; index < page->element_count; index++) {
        free(page->elements[index].name);
        free(page->elements[index].labels);
        free(page->elements[index].text);
    }
    free(page->elements);
    free(page->title);
    memset(page, 0, sizeof *page);
}

static const char *const blocks[] = {
    "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article",
    "blockquote", "pre", "dd", "dt", "table", NULL,
};

static int is_block(xmlNodePtr node) {
    for (const char *const *name = blocks; *name; name++) if (is_named(node, *name)) return 1;
    return 0;
}

static void append(buffer *out, const char *text, size_t length) {
    if (out->failed) return;
    if (out->length + length + 1 > out->capacity) {
        size_t capacity = (out->length + length + 1) * 2;
        char *grown = realloc(out->text, capacity);
        if (!grown) { out->failed = 1; return; }
        out->text = grown;
        out->capacity = capacity;
    }
    memcpy(out->text + out->length, text, length);
    out->length += length;
    out->text[out->length] = 0;
}

/// Appends the text under `node` and its following siblings; block elements on lines of their own.
static void collect(xmlNodePtr node, buffer *out, int depth) {
    if (out->limit && out->length > out->limit) return;
    for (; node; node = node->next) {
        if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) {
            if (node->content) append(out, (const char *)node->content, strlen((const char *)node->content));
        } else if (is_named(node, "br")) {
            append(out, "\n", 1);
        } else if (node->type == XML_ELEMENT_NODE && !is_named(node, "script") && !is_named(node, "style")) {
            int block = is_block(node);
            if (block) append(out, "\n", 1);
            if (depth < 512) collect(node->children, out, depth + 1);
            if (block) append(out, "\n", 1);
        }
    }
}

char *cweb_html_text(const char *bytes, size_t length) {
    buffer out = {0};
    append(&out, "", 0);
    if (length > 0 && length <= (size_t)0x7fffffff && !cweb_html_unavailable()) {
        silence();
        // A fragment is read as a UTF-8 page, so text with no tags at all still has its
        // entities decoded.
        htmlDocPtr document = xml.htmlReadMemory(bytes, (int)length, NULL, "UTF-8", options | HTML_PARSE_NOIMPLIED | HTML_PARSE_IGNORE_ENC);
        if (document) {
            collect(document->children, &out, 0);
            xml.xmlFreeDoc(document);
        }
    }
    if (out.failed) { free(out.text); return NULL; }
    return out.text;
}
