import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ERROR_CODES, MESSAGES, SUBJECTS, provinceParams, type Envelope } from '@ela/contracts';
import { ServiceError, input } from '@ela/service-kit';
import { Regions } from './regions';

const { regions } = SUBJECTS.auth;

@Controller()
export class RegionsHandlers {
  constructor(private readonly regions: Regions) {}

  @MessagePattern(regions.provinces)
  provinces() {
    return this.regions.allProvinces();
  }

  @MessagePattern(regions.cities)
  cities(@Payload() msg: Envelope) {
    const cities = this.regions.citiesOf(input(provinceParams, msg.params, 'params').provinceId);
    if (!cities) throw ServiceError.notFound(MESSAGES.provinceNotFound, ERROR_CODES.regionNotFound);
    return cities;
  }
}
