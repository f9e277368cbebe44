#include "plural_rules.h"
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

void *plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return 0;
    }
    return rules;
}

int plural_rules_select(const void *rules, double number, char *category, int capacity) {
    UChar keyword[16];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 16, &status);
    if (U_FAILURE(status) || length < 0 || length >= capacity) return -1;
    u_UCharsToChars(keyword, category, length);
    category[length] = 0;
    return length;
}

void plural_rules_close(void *rules) {
    uplrules_close((UPluralRules *)rules);
}
