// UIKit's `UIViewAnimatingPosition`, an NS_ENUM on iOS: declared in C for the same import
// as iOS's (see UIViewAnimationCurve.h), so a completion's
// `switch position { … @unknown default: }` compiles as it does there.
#ifndef KEYBOARDLAB_UIVIEWANIMATINGPOSITION_H
#define KEYBOARDLAB_UIVIEWANIMATINGPOSITION_H

typedef enum __attribute__((enum_extensibility(open))) UIViewAnimatingPosition : long {
  UIViewAnimatingPositionEnd = 0,
  UIViewAnimatingPositionStart = 1,
  UIViewAnimatingPositionCurrent = 2,
} UIViewAnimatingPosition;

#endif
