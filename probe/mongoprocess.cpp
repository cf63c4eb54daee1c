#include "mongoprocess.h"

#include <cstdlib>

namespace techlog {

void MongoProcess::prepare() {
    if (!std::getenv("MONGOC_DISABLE_SHM")) setenv("MONGOC_DISABLE_SHM", "1", 0);
}

}  // namespace techlog
