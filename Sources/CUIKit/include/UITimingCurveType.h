// UIKit's `UITimingCurveType`, an NS_ENUM on iOS: declared in C for the same import as
// iOS's (see UIViewAnimationCurve.h).
#ifndef KEYBOARDLAB_UITIMINGCURVETYPE_H
#define KEYBOARDLAB_UITIMINGCURVETYPE_H

typedef enum __attribute__((enum_extensibility(open))) UITimingCurveType : long {
  UITimingCurveTypeBuiltin = 0,
  UITimingCurveTypeCubic = 1,
  UITimingCurveTypeSpring = 2,
  UITimingCurveTypeComposed = 3,
} UITimingCurveType;

#endif
