// HarfBuzz, from Debian's libharfbuzz-dev: it reads OpenType fonts and
// shapes text (advances with kerning), which is all alrepl needs of a font.
#include <hb.h>
#include <hb-ot.h>
