// UIKit's `UIView.AnimationCurve`, declared as iOS's headers declare it: an Objective-C
// NS_ENUM, that is a C enum with open extensibility. Swift imports such an enum with an
// `init?(rawValue:)` that accepts every Int (so `UIView.AnimationCurve(rawValue: 7)!`,
// the keyboard's private curve, works) and as non-frozen (so `@unknown default` compiles
// without a warning, and a switch without a default is what Swift 6 rejects on iOS too).
// A Swift enum or struct cannot have both; see docs/PORTING.md, "UIKit animation".
#ifndef KEYBOARDLAB_UIVIEWANIMATIONCURVE_H
#define KEYBOARDLAB_UIVIEWANIMATIONCURVE_H

typedef enum __attribute__((enum_extensibility(open))) UIViewAnimationCurve : long {
  UIViewAnimationCurveEaseInOut = 0,
  UIViewAnimationCurveEaseIn = 1,
  UIViewAnimationCurveEaseOut = 2,
  UIViewAnimationCurveLinear = 3,
} UIViewAnimationCurve;

#endif
