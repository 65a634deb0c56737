emitc.include <"stdio.h">
emitc.include "my.h"
