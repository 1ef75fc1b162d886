// A C target needs a source file; compiling the headers here also checks them as C.
#include "CUIKit.h"
