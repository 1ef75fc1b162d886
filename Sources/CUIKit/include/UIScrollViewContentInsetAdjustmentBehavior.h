// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`, an NS_ENUM on iOS: declared in C
// for the same import as iOS's (see UIViewAnimationCurve.h), so a
// `switch behavior { … @unknown default: }` compiles as it does there.
#ifndef KEYBOARDLAB_UISCROLLVIEWCONTENTINSETADJUSTMENTBEHAVIOR_H
#define KEYBOARDLAB_UISCROLLVIEWCONTENTINSETADJUSTMENTBEHAVIOR_H

typedef enum __attribute__((enum_extensibility(open))) UIScrollViewContentInsetAdjustmentBehavior : long {
  UIScrollViewContentInsetAdjustmentAutomatic = 0,
  UIScrollViewContentInsetAdjustmentScrollableAxes = 1,
  UIScrollViewContentInsetAdjustmentNever = 2,
  UIScrollViewContentInsetAdjustmentAlways = 3,
} UIScrollViewContentInsetAdjustmentBehavior;

#endif
