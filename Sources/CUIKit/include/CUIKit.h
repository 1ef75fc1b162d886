// The module's umbrella header. An umbrella header, not SwiftPM's umbrella directory: a
// header added to a directory does not invalidate modules already built from it, while a
// change to this file does.
#include "UIScrollViewContentInsetAdjustmentBehavior.h"
#include "UIScrollViewKeyboardDismissMode.h"
#include "UITimingCurveType.h"
#include "UIViewAnimatingPosition.h"
#include "UIViewAnimatingState.h"
#include "UIViewAnimationCurve.h"
