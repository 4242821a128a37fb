// libxml2 and libcurl are opened on first use (dlopen), not linked: linked, they and the ~35
// libraries they pull in (ICU, OpenSSL, GnuTLS, Kerberos, LDAP…) were loaded at every start and
// cost the browser's first frame ~4 ms and ~7 MB, though only `import` uses them.
#ifndef CWEB_LOADER_H
#define CWEB_LOADER_H
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/// Opens `names` (the first that loads) once per process; NULL and a reason in `why` if none does.
static inline void *cweb_open_library(const char *const *names, char *why, size_t size) {
    void *handle = NULL;
    for (const char *const *name = names; *name && !handle; name++) handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (!handle) snprintf(why, size, "cannot load %s (%s); install it (Debian: %s)", names[0], dlerror(), names[0][3] == 'x' ? "libxml2" : "libcurl4");
    return handle;
}

/// Looks each of `symbols` (NULL-terminated) up in `handle` into the matching `slots`; 0 when
/// one is missing (with the reason in `why`).
static inline int cweb_symbols(void *handle, const char *const *symbols, void **const *slots, char *why, size_t size) {
    for (; *symbols; symbols++, slots++) {
        **slots = dlsym(handle, *symbols);
        if (!**slots) { snprintf(why, size, "the loaded library lacks %s", *symbols); return 0; }
    }
    return 1;
}
#endif
