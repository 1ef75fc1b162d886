// UIKit's `UIScrollView.KeyboardDismissMode`, an NS_ENUM on iOS: declared in C for the
// same import as iOS's (see UIViewAnimationCurve.h).
#ifndef KEYBOARDLAB_UISCROLLVIEWKEYBOARDDISMISSMODE_H
#define KEYBOARDLAB_UISCROLLVIEWKEYBOARDDISMISSMODE_H

typedef enum __attribute__((enum_extensibility(open))) UIScrollViewKeyboardDismissMode : long {
  UIScrollViewKeyboardDismissModeNone = 0,
  UIScrollViewKeyboardDismissModeOnDrag = 1,
  UIScrollViewKeyboardDismissModeInteractive = 2,
  UIScrollViewKeyboardDismissModeOnDragWithAccessory = 3,
  UIScrollViewKeyboardDismissModeInteractiveWithAccessory = 4,
} UIScrollViewKeyboardDismissMode;

#endif
