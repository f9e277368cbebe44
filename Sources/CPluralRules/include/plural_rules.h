#ifndef PLURAL_RULES_H
#define PLURAL_RULES_H

/// CLDR plural categories from the system's ICU (Debian libicu-dev). Plain C types only: ICU's own headers
/// stay inside plural_rules.c, since Foundation carries a second copy of them that a Swift module importing
/// both would see twice, and ICU's names are macros renamed by version that Swift cannot call.

/// Opens the plural rules of `locale` ("de", "pt_BR", "ar"); NULL when ICU has none for it.
void *plural_rules_open(const char *locale);

/// Writes the CLDR category of `number` ("zero", "one", "two", "few", "many" or "other") into `category`
/// (NUL-terminated, at most `capacity` bytes) and returns its length, or -1 on failure.
int plural_rules_select(const void *rules, double number, char *category, int capacity);

void plural_rules_close(void *rules);

#endif
