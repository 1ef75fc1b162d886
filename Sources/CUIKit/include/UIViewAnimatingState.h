// UIKit's `UIViewAnimatingState`, an NS_ENUM on iOS: declared in C for the same import
// as iOS's (see UIViewAnimationCurve.h).
#ifndef KEYBOARDLAB_UIVIEWANIMATINGSTATE_H
#define KEYBOARDLAB_UIVIEWANIMATINGSTATE_H

typedef enum __attribute__((enum_extensibility(open))) UIViewAnimatingState : long {
  UIViewAnimatingStateInactive = 0,
  UIViewAnimatingStateActive = 1,
  UIViewAnimatingStateStopped = 2,
} UIViewAnimatingState;

#endif
